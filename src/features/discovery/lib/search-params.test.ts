import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  type DiscoverySearch,
  discoverySearchSchema,
  parseSocials,
  toTokenListQuery,
  withFilters,
  withPage,
} from './search-params';

const parse = (raw: Record<string, unknown>) => discoverySearchSchema.parse(raw);

describe('discoverySearchSchema', () => {
  it('reads every parameter with the interface names', () => {
    expect(
      parse({
        search: 'pepe',
        status: 'live',
        sortBy: 'trending',
        timeframe: '1h',
        socials: 'twitter,telegram',
        fundingMin: 0.25,
        fundingMax: '0.75',
        marketCapMin: 1,
        marketCapMax: 50,
        txCountMin: 10,
        txCountMax: 500,
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
        page: 3,
      }),
    ).toEqual({
      search: 'pepe',
      status: 'live',
      sortBy: 'trending',
      timeframe: '1h',
      socials: 'telegram,twitter',
      fundingMin: 0.25,
      fundingMax: 0.75,
      marketCapMin: 1,
      marketCapMax: 50,
      txCountMin: 10,
      txCountMax: 500,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      page: 3,
    });
  });

  it('turns an empty URL into the default view', () => {
    expect(parse({})).toEqual({});
  });

  it('drops defaults, so that the shortest URL is the canonical one', () => {
    expect(parse({ sortBy: 'newest', timeframe: '24h', page: 1, search: '  ' })).toEqual({});
    expect(parse({ sortBy: 'trending', timeframe: '24h' })).toEqual({ sortBy: 'trending' });
  });

  it('drops a timeframe when not sorting by trending', () => {
    expect(parse({ sortBy: 'mcap-high', timeframe: '5m' })).toEqual({ sortBy: 'mcap-high' });
  });

  it('falls back to defaults on junk instead of failing', () => {
    expect(
      parse({
        status: 'dead',
        sortBy: 'random',
        timeframe: '2y',
        socials: 'myspace,,',
        fundingMin: 2,
        fundingMax: -1,
        marketCapMin: 'lots',
        marketCapMax: Number.NaN,
        txCountMin: '',
        txCountMax: { nested: true },
        createdFrom: '2026-02-30',
        createdTo: 'yesterday',
        page: 0,
        search: ['a', 'b'],
      }),
    ).toEqual({});
    expect(parse({ page: 2.5 })).toEqual({});
    expect(parse({ page: '-3' })).toEqual({});
    expect(parse({ page: 'abc' })).toEqual({});
  });

  it('reads both statuses as "any"', () => {
    expect(parse({ status: 'live,funding' })).toEqual({});
  });

  it('keeps numbers the router parsed out of a search', () => {
    expect(parse({ search: 123 })).toEqual({ search: '123' });
    expect(parse({ search: true })).toEqual({ search: 'true' });
  });

  it('cuts a search to what the API accepts', () => {
    expect(parse({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('accepts socials as an array too', () => {
    expect(parse({ socials: ['website', 'telegram', 'website'] })).toEqual({ socials: 'telegram,website' });
  });

  it('cuts a timestamp to its day', () => {
    expect(parse({ createdFrom: '2026-01-05T10:00:00Z' })).toEqual({ createdFrom: '2026-01-05' });
  });

  it('orders reversed ranges', () => {
    expect(parse({ fundingMin: 0.9, fundingMax: 0.1 })).toEqual({ fundingMin: 0.1, fundingMax: 0.9 });
    expect(parse({ createdFrom: '2026-03-01', createdTo: '2026-01-01' })).toEqual({
      createdFrom: '2026-01-01',
      createdTo: '2026-03-01',
    });
  });
});

describe('countActiveFilters', () => {
  it('counts each filter once, a range as one, and not the sort or page', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ sortBy: 'trending', timeframe: '1h', page: 4 })).toBe(0);
    expect(
      countActiveFilters({
        search: 'a',
        status: 'live',
        socials: 'telegram,twitter',
        fundingMin: 0.1,
        fundingMax: 0.5,
      }),
    ).toBe(4);
    expect(countActiveFilters({ marketCapMax: 3, txCountMin: 1, createdTo: '2026-01-01' })).toBe(3);
  });
});

describe('state changes', () => {
  const current: DiscoverySearch = { search: 'frog', sortBy: 'trending', timeframe: '1h', page: 5 };

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters(current, { status: 'funding' })).toEqual({
      search: 'frog',
      status: 'funding',
      sortBy: 'trending',
      timeframe: '1h',
    });
  });

  it('removes a filter set to undefined', () => {
    expect(withFilters(current, { search: undefined })).toEqual({ sortBy: 'trending', timeframe: '1h' });
  });

  it('clears every filter but keeps the sort', () => {
    expect(clearFilters({ ...current, status: 'live', marketCapMin: 4 })).toEqual({
      sortBy: 'trending',
      timeframe: '1h',
    });
  });

  it('changes pages, leaving page 1 out', () => {
    expect(withPage(current, 2)).toEqual({ ...current, page: 2 });
    expect(withPage(current, 1)).toEqual({ search: 'frog', sortBy: 'trending', timeframe: '1h' });
  });
});

describe('parseSocials', () => {
  it('lists valid socials', () => {
    expect(parseSocials('twitter,website')).toEqual(['twitter', 'website']);
    expect(parseSocials(undefined)).toEqual([]);
  });
});

describe('toTokenListQuery', () => {
  it('asks the API for the default view', () => {
    expect(toTokenListQuery({})).toEqual({ page: 1, sortBy: 'newest' });
  });

  it('sends the trending window only when sorting by trending', () => {
    expect(toTokenListQuery({ sortBy: 'trending' })).toEqual({ page: 1, sortBy: 'trending', timeframe: '24h' });
    expect(toTokenListQuery({ sortBy: 'oldest', timeframe: '1h' })).toEqual({ page: 1, sortBy: 'oldest' });
  });

  it('passes filters through and makes inclusive days out of the exclusive API bounds', () => {
    expect(
      toTokenListQuery({
        search: 'frog',
        status: 'live',
        socials: 'telegram,website',
        fundingMin: 0.5,
        txCountMax: 10,
        createdFrom: '2026-01-05',
        createdTo: '2026-01-05',
        page: 2,
      }),
    ).toEqual({
      search: 'frog',
      status: 'live',
      socials: 'telegram,website',
      fundingMin: 0.5,
      txCountMax: 10,
      createdFrom: '2026-01-04T23:59:59.999Z',
      createdTo: '2026-01-06T00:00:00.000Z',
      page: 2,
      sortBy: 'newest',
    });
  });
});
