import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredTokenSchema } from '../../interface/tokens';
import {
  addr,
  DAY,
  failure,
  type Harness,
  HOUR,
  MINUTE,
  ok,
  START,
  startHarness,
  utcDay,
  wallets,
} from '../test/harness';

let h: Harness;
let first = '';
let second = '';
let third = '';

const FIELDS = [
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
  'volume_1h',
  'price_change_1h',
  'txns_1h_buys',
  'txns_1h_sells',
  'total_holders',
  'top_10_percentage',
  'dev_holding_percentage',
];

beforeAll(async () => {
  h = await startHarness();
  first = h.market.createToken({ name: 'First' });
  second = h.market.createToken({ name: 'Second' });
  third = h.market.createToken({ name: 'Third', ticker: 'THR' });
});
afterAll(() => h.close());

const today = () => utcDay(h.clock.now);
const tomorrow = () => utcDay(h.clock.now + DAY);

describe('GET /api/eoti', () => {
  it('is 404 without a winner for today, even when tomorrow has bids or the winner is unknown', async () => {
    failure(await h.launch('/api/eoti'), 404, 'NOT_FOUND');
    h.market.bid(tomorrow(), third, 0.5);
    failure(await h.launch('/api/eoti'), 404, 'NOT_FOUND');
    h.market.bid(today(), h.market.nextAddress(), 0.01, addr(wallets[4]!), START - DAY);
    failure(await h.launch('/api/eoti'), 404, 'NOT_FOUND');
  });

  it('features the highest bid for today, the earliest of equal bids, without bidData by default', async () => {
    h.market.bid(today(), first, 0.2, addr(wallets[1]!), START - DAY + MINUTE);
    h.market.bid(today(), second, 0.3, addr(wallets[2]!), START - DAY + 2 * MINUTE);
    h.market.bid(today(), first, 0.3, addr(wallets[3]!), START - DAY + 3 * MINUTE);
    h.market.buy(second, 0.4, { trader: addr(wallets[1]!) });
    for (const path of ['/api/eoti', '/api/eoti?includeBidData=false']) {
      const r = await h.launch(path);
      const f = ok(r, featuredTokenSchema);
      expect(f.address).toBe(second);
      expect(Object.keys(r.body as object).sort()).toEqual([...FIELDS].sort());
      expect(f).toMatchObject({ txns_24h_buys: 1, txns_1h_buys: 1, total_holders: 1 });
      expect(f.top_10_percentage).toBeGreaterThan(0);
      expect(f.dev_holding_percentage).toBe(0);
    }
  });

  it('adds bidData: tomorrow’s leading bid, the auction end and the newest bids first', async () => {
    h.market.bid(tomorrow(), first, 0.8, addr(wallets[2]!), h.clock.now + MINUTE);
    const f = ok(await h.launch('/api/eoti?includeBidData=true'), featuredTokenSchema);
    expect(f.address).toBe(second);
    const bid = f.bidData!;
    expect(bid).toMatchObject({
      current_bid_eth: 0.8,
      current_bidder: addr(wallets[2]!),
      current_bid_token: first,
      auction_ends_at: `${tomorrow()}T00:00:00.000Z`,
      next_featured_token: { address: first, name: 'First', ticker: expect.any(String), image_url: expect.any(String) },
    });
    expect(bid.next_featured_token!.image_url).toBe(`http://launch.test/logos/${first}.png`);
    expect(bid.history.map((b) => [b.day, b.token_address, b.amount_eth])).toEqual([
      [tomorrow(), first, 0.8],
      [tomorrow(), third, 0.5],
      [today(), first, 0.3],
      [today(), second, 0.3],
      [today(), first, 0.2],
      [today(), expect.any(String), 0.01],
    ]);
    expect(bid.history[0]!.timestamp).toBe(new Date(h.clock.now + MINUTE).toISOString());
  });

  it('has no leader in bidData when tomorrow has no bids', async () => {
    h.clock.advance(DAY);
    const f = ok(await h.launch('/api/eoti?includeBidData=true'), featuredTokenSchema);
    expect(f.address).toBe(first);
    expect(f.bidData).toMatchObject({ current_bid_eth: null, current_bidder: null, next_featured_token: null });
  });

  it('shows fresh 24h metrics on the first read of a new day', async () => {
    h.market.buy(second, 0.1);
    h.market.bid(tomorrow(), second, 1);
    h.clock.advance(DAY);
    const f = ok(await h.launch('/api/eoti'), featuredTokenSchema);
    expect(f).toMatchObject({ address: second, txns_24h_buys: 0, volume_24h: 0, txns_1h_buys: 0 });
  });

  it.each(['yes', '1', 'TRUE', ''])('refuses includeBidData=%s with a 400', async (v) => {
    failure(await h.launch(`/api/eoti?includeBidData=${v}`), 400, 'INVALID_REQUEST', ['includeBidData']);
  });
});

describe('GET /api/eoti on a chain whose clock runs ahead', () => {
  let chain: Harness;
  let winner = '';
  let challenger = '';
  beforeAll(async () => {
    chain = await startHarness();
    winner = chain.market.createToken({ name: 'Winner' });
    challenger = chain.market.createToken({ name: 'Challenger' });
  });
  afterAll(() => chain.close());

  /** What the indexer writes after each range of blocks: the chain's latest block and its time. */
  const blockAt = (n: number, timestamp: number) =>
    chain.ingest.chainCursor({ block: n, hash: `0x${n.toString(16).padStart(64, '0')}`, timestamp });

  it('moves the end 10 minutes after a bid in its last 10 minutes, as the contract does', async () => {
    const day = utcDay(chain.clock.now + DAY);
    const start = Date.parse(`${day}T00:00:00.000Z`);
    chain.market.bid(utcDay(chain.clock.now), winner, 0.1, addr(wallets[3]!), START - DAY);
    chain.market.bid(day, winner, 0.5, addr(wallets[1]!), start - 30 * MINUTE);
    const early = ok(await chain.launch('/api/eoti?includeBidData=true'), featuredTokenSchema);
    expect(early.bidData).toMatchObject({ current_bid_token: winner, auction_ends_at: iso(start) });
    chain.market.bid(day, challenger, 0.6, addr(wallets[2]!), start - 4 * MINUTE);
    const late = ok(await chain.launch('/api/eoti?includeBidData=true'), featuredTokenSchema);
    expect(late.address).toBe(winner);
    expect(late.bidData).toMatchObject({ current_bid_token: challenger, auction_ends_at: iso(start + 6 * MINUTE) });
  });

  it('features the winner of the chain’s day, not of our clock’s, once the chain’s clock moved ahead', async () => {
    const sold = utcDay(chain.clock.now + DAY);
    const start = Date.parse(`${sold}T00:00:00.000Z`);
    // Our clock stays in the day before; the chain was moved a day ahead and mined a block.
    blockAt(2, start + DAY - 3_600_000);
    const f = ok(await chain.launch('/api/eoti?includeBidData=true'), featuredTokenSchema);
    expect(f.address).toBe(challenger);
    expect(f.bidData).toMatchObject({ current_bid_eth: null, auction_ends_at: iso(start + DAY) });
  });

  it('follows our clock again when the chain’s last block lags behind it', async () => {
    chain.clock.now += 3 * DAY;
    failure(await chain.launch('/api/eoti'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/eoti while late bids run the auction past midnight', () => {
  let late: Harness;
  let early = '';
  let last = '';
  beforeAll(async () => {
    late = await startHarness();
    early = late.market.createToken({ name: 'Early' });
    last = late.market.createToken({ name: 'Last' });
  });
  afterAll(() => late.close());

  it('features nothing until the end, which late bids move an hour past midnight at most', async () => {
    const day = utcDay(late.clock.now + DAY);
    const midnight = Date.parse(`${day}T00:00:00.000Z`);
    late.market.bid(day, early, 0.1, addr(wallets[1]!), midnight - 30 * MINUTE);
    // Each bid a minute before the end it finds: the end moves 9 minutes on, until the hard stop.
    const times = [-5, 4, 13, 22, 31, 40, 49, 58].map((m) => midnight + m * MINUTE);
    times.forEach((at, i) => {
      late.market.bid(day, i === times.length - 1 ? last : early, (2 + i) / 10, addr(wallets[2]!), at);
    });
    late.clock.now = midnight + 59 * MINUTE;
    failure(await late.launch('/api/eoti?includeBidData=true'), 404, 'NOT_FOUND');
    // At the hard stop, not 10 minutes after the last bid: the contract's featuredToken(day) from here.
    late.clock.now = midnight + 60 * MINUTE;
    const f = ok(await late.launch('/api/eoti'), featuredTokenSchema);
    expect(f.address).toBe(last);
  });

  it('features an ended day’s leader though nobody settled its auction', async () => {
    // The service never reads a settlement: an auction that ended without one features its leader.
    late.clock.advance(20 * HOUR);
    expect(ok(await late.launch('/api/eoti'), featuredTokenSchema).address).toBe(last);
  });
});

const iso = (ms: number) => new Date(ms).toISOString();
