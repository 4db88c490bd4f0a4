import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenListItem, tokenListResponseSchema } from '../../interface/tokens';
import { addr, failure, type Harness, HOUR, ok, qs, START, startHarness, wallets } from '../test/harness';

let h: Harness;
const t = { live: '', doge: '', plain: '', zero: '' };
let byAddress: Map<string, TokenListItem>;

const LIST_FIELDS = [
  'address',
  'created_at',
  'owner',
  'name',
  'ticker',
  'description',
  'image_url',
  'telegram',
  'twitter',
  'website',
  'market_cap',
  'funding_progress',
  'price_eth',
  'volume_24h',
  'price_change_24h',
  'txns_24h_buys',
  'txns_24h_sells',
  'total_holders',
];

async function list(params: Record<string, string | number | undefined>) {
  return ok(await h.launch(`/api/tokens${qs(params)}`), tokenListResponseSchema);
}
const names = async (params: Record<string, string | number | undefined>) => {
  const r = await list(params);
  const found = r.tokens.map((x) => Object.entries(t).find(([, a]) => a === x.address)?.[0]);
  expect(r.totalCount).toBe(found.length);
  return found;
};

beforeAll(async () => {
  h = await startHarness();
  const m = h.market;
  t.live = m.createToken({
    name: 'Moon Rocket',
    ticker: 'MOON',
    description: 'To the moon',
    telegram: 'https://t.me/moon',
    twitter: 'https://x.com/moon',
    website: 'https://moon.example',
    at: START - 3 * HOUR,
  });
  t.doge = m.createToken({
    name: 'Doge Two',
    ticker: 'DOGE2',
    description: 'Much wow',
    twitter: 'https://x.com/doge',
    owner: addr(wallets[3]!),
    at: START - 2 * HOUR,
  });
  t.plain = m.createToken({
    name: 'Plain',
    ticker: 'PLN',
    description: 'Nothing about ROCKETS here',
    at: START - HOUR,
  });
  t.zero = m.createToken({ name: 'Zero', ticker: 'ZRO', description: 'untouched', at: START });
  m.graduate(t.live);
  m.buy(t.doge, 1);
  m.buy(t.plain, 0.5);
  m.buy(t.plain, 0.2);
  byAddress = new Map((await list({})).tokens.map((x) => [x.address, x]));
});
afterAll(() => h.close());

describe('GET /api/tokens: answers', () => {
  it('lists newest first with exactly the list fields and the true totals', async () => {
    const r = await list({});
    expect(r.totalCount).toBe(4);
    expect(r.totalPages).toBe(1);
    expect(r.tokens.map((x) => x.address)).toEqual([t.zero, t.plain, t.doge, t.live]);
    const raw = (await h.launch('/api/tokens')).body as { tokens: Record<string, unknown>[] };
    for (const item of raw.tokens) expect(Object.keys(item).sort()).toEqual([...LIST_FIELDS].sort());
    const live = byAddress.get(t.live)!;
    expect(live).toMatchObject({ funding_progress: 1, telegram: 'https://t.me/moon', total_holders: 1 });
    expect(live.image_url).toBe(`http://launch.test/logos/${t.live}.png`);
    expect(byAddress.get(t.zero)).toMatchObject({ funding_progress: 0, volume_24h: 0, txns_24h_buys: 0 });
  });

  it('answers a page past the end with no tokens and the true totals', async () => {
    const r = await list({ page: 2 });
    expect(r).toEqual({ tokens: [], totalCount: 4, totalPages: 1 });
  });
});

describe('GET /api/tokens: filters', () => {
  it('filters by status, both values meaning both', async () => {
    expect(await names({ status: 'live' })).toEqual(['live']);
    expect(await names({ status: 'funding' })).toEqual(['zero', 'plain', 'doge']);
    expect(await names({ status: 'live,funding' })).toEqual(['zero', 'plain', 'doge', 'live']);
  });

  it('requires every listed social', async () => {
    expect(await names({ socials: 'twitter' })).toEqual(['doge', 'live']);
    expect(await names({ socials: 'telegram,twitter' })).toEqual(['live']);
    expect(await names({ socials: 'website,twitter,telegram' })).toEqual(['live']);
  });

  it('searches name, ticker and description case-insensitively, and leading parts of addresses', async () => {
    expect(await names({ search: 'moon' })).toEqual(['live']);
    expect(await names({ search: 'ROCKET' })).toEqual(['plain', 'live']);
    expect(await names({ search: 'doge2' })).toEqual(['doge']);
    expect(await names({ search: 'WOW' })).toEqual(['doge']);
    expect(await names({ search: t.doge })).toEqual(['doge']);
    expect(await names({ search: t.doge.toUpperCase().replace('0X', '0x') })).toEqual(['doge']);
    expect(await names({ search: '0xbeef' })).toHaveLength(4);
    expect(await names({ search: t.doge.slice(10) })).toEqual([]);
    const owner = addr(wallets[3]!);
    expect(await names({ search: owner.slice(0, 12) })).toEqual(['doge']);
    expect(await names({ search: owner.slice(0, 12).toUpperCase().replace('0X', '0x') })).toEqual(['doge']);
    expect(await names({ search: owner.slice(5, 20) })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('bounds funding progress, market cap and 24h transactions inclusively', async () => {
    const doge = byAddress.get(t.doge)!;
    const plain = byAddress.get(t.plain)!;
    expect(await names({ fundingMin: doge.funding_progress, fundingMax: doge.funding_progress })).toEqual(['doge']);
    expect(await names({ fundingMin: 1 })).toEqual(['live']);
    expect(await names({ fundingMax: 0 })).toEqual(['zero']);
    expect(await names({ marketCapMin: plain.market_cap, marketCapMax: plain.market_cap })).toEqual(['plain']);
    expect(await names({ marketCapMin: doge.market_cap })).toEqual(['doge', 'live']);
    expect(await names({ txCountMin: 2, txCountMax: 2 })).toEqual(['plain']);
    expect(await names({ txCountMin: 1, txCountMax: 1 })).toEqual(['doge', 'live']);
    expect(await names({ txCountMax: 0 })).toEqual(['zero']);
  });

  it('bounds the creation time exclusively', async () => {
    const at = (k: keyof typeof t) => byAddress.get(t[k])!.created_at;
    expect(await names({ createdFrom: at('doge') })).toEqual(['zero', 'plain']);
    expect(await names({ createdTo: at('doge') })).toEqual(['live']);
    expect(await names({ createdFrom: at('live'), createdTo: at('zero') })).toEqual(['plain', 'doge']);
    expect(await names({ createdFrom: '2026-03-10' })).toEqual(['zero', 'plain', 'doge', 'live']);
  });

  it('combines filters with AND', async () => {
    expect(await names({ status: 'funding', socials: 'twitter', search: 'much' })).toEqual(['doge']);
    expect(await names({ status: 'live', search: 'plain' })).toEqual([]);
  });
});

describe('GET /api/tokens: sorting', () => {
  it.each([
    ['oldest', ['live', 'doge', 'plain', 'zero']],
    ['newest', ['zero', 'plain', 'doge', 'live']],
    ['mcap-high', ['live', 'doge', 'plain', 'zero']],
    ['mcap-low', ['zero', 'plain', 'doge', 'live']],
    // 24h: plain 2 trades; live and doge 1 each, live's graduating buy is the larger volume; zero none.
    ['trending', ['plain', 'live', 'doge', 'zero']],
  ])('sortBy=%s', async (sortBy, expected) => {
    expect(await names({ sortBy })).toEqual(expected);
  });
});

describe('GET /api/tokens: bad parameters', () => {
  it.each([
    [{ page: '0' }, ['page']],
    [{ page: '-1' }, ['page']],
    [{ page: '1.5' }, ['page']],
    [{ page: 'two' }, ['page']],
    [{ sortBy: 'hot' }, ['sortBy']],
    [{ status: 'dead' }, ['status']],
    [{ status: 'live,dead' }, ['status']],
    [{ timeframe: '2h' }, ['timeframe']],
    [{ socials: 'facebook' }, ['socials']],
    [{ fundingMin: '0.8', fundingMax: '0.2' }, ['fundingMin']],
    [{ fundingMin: '1.5' }, ['fundingMin']],
    [{ fundingMax: 'lots' }, ['fundingMax']],
    [{ marketCapMin: '-1' }, ['marketCapMin']],
    [{ marketCapMin: '' }, ['marketCapMin']],
    [{ marketCapMin: '50', marketCapMax: '10' }, ['marketCapMin']],
    [{ txCountMin: 'x' }, ['txCountMin']],
    [{ txCountMin: '5', txCountMax: '1' }, ['txCountMin']],
    [{ createdFrom: 'yesterday' }, ['createdFrom']],
    [{ createdTo: '2026-13-45' }, ['createdTo']],
    [{ createdFrom: '2026-03-11', createdTo: '2026-03-10' }, ['createdFrom']],
    [{ page: '0', sortBy: 'hot', socials: 'x' }, ['page', 'sortBy', 'socials']],
  ])('%j is a 400 naming %j', async (params, fields) => {
    failure(await h.launch(`/api/tokens${qs(params)}`), 400, 'INVALID_REQUEST', fields);
  });
});
