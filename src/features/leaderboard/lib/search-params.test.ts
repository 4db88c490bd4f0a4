import { describe, expect, it } from 'vitest';
import {
  type LeaderboardSearch,
  leaderboardSearchSchema,
  toLeaderboardQuery,
  toReferralQuery,
  withPage,
  withReferral,
  withSearch,
} from './search-params';

const parse = (raw: Record<string, unknown>) => leaderboardSearchSchema.parse(raw);
/** The state without its unset keys, for readable comparisons. */
const set = (search: LeaderboardSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe('leaderboardSearchSchema', () => {
  it('reads a full URL, in the router’s shapes (numbers arrive parsed)', () => {
    expect(set(parse({ page: 3, search: '0xAB12', period: '7d', limit: 50 }))).toEqual({
      page: 3,
      search: '0xab12',
      period: '7d',
      limit: 50,
    });
    expect(set(parse({ page: '2', limit: '25', search: 1234 }))).toEqual({ page: 2, limit: 25, search: '1234' });
  });

  it('drops defaults, so the shortest URL is the canonical one', () => {
    expect(set(parse({ page: 1, period: 'all', limit: 10 }))).toEqual({});
  });

  it('tolerates junk: each bad value falls back to its default, never an error', () => {
    expect(set(parse({ page: -4, period: '1y', limit: 30, extra: 'x', ...{ constructor: 1 } }))).toEqual({});
    expect(set(parse({ page: 2.5, period: 7, limit: 'lots' }))).toEqual({});
    expect(set(parse({ search: { nested: true }, page: [2] }))).toEqual({});
  });

  it('keeps a search that cannot match an address as it came, and never asks the service for it', () => {
    expect(set(parse({ search: ' frog ' }))).toEqual({ search: 'frog' });
    expect(set(parse({ search: '0x' }))).toEqual({ search: '0x' });
    expect(toLeaderboardQuery(parse({ search: 'frog', page: 2 }))).toEqual({ page: 2 });
    expect(parse({ search: 'x'.repeat(100) }).search).toHaveLength(48);
  });

  it('keeps every key, unset ones as undefined, so junk in the raw URL is overwritten', () => {
    expect(Object.keys(parse({ period: 'forever' }))).toEqual(['page', 'search', 'period', 'limit']);
  });
});

describe('state changes', () => {
  const current = parse({ page: 4, search: '0xab1', period: '30d', limit: 25 });

  it('starts a new search at its first page', () => {
    expect(set(withSearch(current, 'ffe9'))).toEqual({ search: 'ffe9', period: '30d', limit: 25 });
    expect(set(withSearch(current, undefined))).toEqual({ period: '30d', limit: 25 });
  });

  it('pages without touching the rest, leaving page 1 out', () => {
    expect(set(withPage(current, 5))).toEqual({ ...set(current), page: 5 });
    expect(withPage(current, 1).page).toBeUndefined();
  });

  it('changes the referral board without moving the points board', () => {
    expect(set(withReferral(current, { period: 'all' }))).toEqual({ page: 4, search: '0xab1', limit: 25 });
    expect(set(withReferral(current, { limit: 10 }))).toEqual({ page: 4, search: '0xab1', period: '30d' });
  });
});

describe('queries', () => {
  it('asks for page 1 by default and leaves an absent search out of the key', () => {
    expect(toLeaderboardQuery({})).toEqual({ page: 1 });
    expect(toLeaderboardQuery({ page: 3, search: '0xab1' })).toEqual({ page: 3, search: '0xab1' });
    expect(toReferralQuery({})).toEqual({ period: 'all', limit: 10 });
    expect(toReferralQuery({ period: '24h', limit: 50 })).toEqual({ period: '24h', limit: 50 });
  });
});
