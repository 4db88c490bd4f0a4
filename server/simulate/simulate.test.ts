import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createContext, type ServiceContext } from '../context';
import { openDatabase } from '../db/open';
import { createIngest } from '../ingest/ingest';
import { utcDay } from '../launch/featured';
import { createRandom } from '../seed/random';
import { seedHistory } from '../seed/seed';
import { loadRegistry } from '../swap/registry';
import { createSimulation, startSimulation } from './simulate';

const registry = loadRegistry(31337);
const START = Date.parse('2026-03-10T15:20:00.000Z');

function seededContext(): { ctx: ServiceContext; advance: (ms: number) => number } {
  let now = START;
  const db = openDatabase(':memory:');
  const ingest = createIngest(db, { wrappedNative: registry.wrappedNative });
  seedHistory(ingest, db, registry, {
    seed: 3,
    now,
    scale: { tokens: 40, trades: 2_000, traders: 200, poolSwaps: 10 },
  });
  const ctx = createContext(db, ingest, () => now, loadConfig({}));
  return { ctx, advance: (ms) => (now += ms) };
}

const count = (ctx: ServiceContext, table: string) =>
  (ctx.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('createSimulation', () => {
  it('adds trades on each tick and keeps the window counters exact', () => {
    const { ctx, advance } = seededContext();
    const simulation = createSimulation(ctx, registry, createRandom(1));
    const before = count(ctx, 'trades');
    let recorded = 0;
    for (let i = 0; i < 20; i++) recorded += simulation.tick(advance(2_500));
    expect(recorded).toBeGreaterThan(0);
    expect(count(ctx, 'trades')).toBe(before + recorded);
    const now = ctx.clock();
    const recount = ctx.db
      .prepare("SELECT sum(side = 'buy') AS buys, sum(side = 'sell') AS sells FROM trades WHERE ts > ?")
      .get(now - 3_600_000) as { buys: number; sells: number };
    const counters = ctx.db.prepare('SELECT sum(buys_1h) AS buys, sum(sells_1h) AS sells FROM tokens').get();
    expect(counters).toEqual(recount);
  });

  it('launches tokens, bids on tomorrow, chats and swaps on the registry pools', () => {
    const { ctx, advance } = seededContext();
    const { activity } = createSimulation(ctx, registry, createRandom(2));
    const now = advance(1_000);
    const tomorrow = utcDay(now + 86_400_000);
    const topBid = () => ctx.db.prepare('SELECT max(amount_eth) AS top FROM auction_bids WHERE day = ?').get(tomorrow);
    const [tokens, chats, swaps] = [count(ctx, 'tokens'), count(ctx, 'chat_messages'), count(ctx, 'pair_swaps')];
    const address = activity.launch(now);
    const before = topBid() as { top: number };
    // Bidders grow reluctant as the price rises, so it may take a few tries.
    for (let i = 0; i < 100 && !activity.bid(now); i++);
    activity.chat(now);
    activity.poolSwap(now);
    expect(count(ctx, 'tokens')).toBe(tokens + 1);
    expect(ctx.db.prepare('SELECT created_at FROM tokens WHERE address = ?').get(address)).toEqual({ created_at: now });
    expect((topBid() as { top: number }).top).toBeGreaterThan(before.top);
    expect(count(ctx, 'chat_messages')).toBe(chats + 1);
    expect(count(ctx, 'pair_swaps')).toBe(swaps + 1);
  });
});

describe('startSimulation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on timers until stopped, and a failing step does not stop it', () => {
    const { ctx, advance } = seededContext();
    const trades = count(ctx, 'trades');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = {
      ...ctx,
      ingest: {
        ...ctx.ingest,
        chatMessage: () => {
          throw new Error('boom');
        },
      },
    };
    const simulation = startSimulation(failing, registry);
    for (let i = 0; i < 30; i++) vi.advanceTimersByTime(advance(1_000) && 1_000);
    expect(count(ctx, 'trades')).toBeGreaterThan(trades);
    expect(errors).toHaveBeenCalled();
    simulation.stop();
    expect(vi.getTimerCount()).toBe(0);
    const after = count(ctx, 'trades');
    vi.advanceTimersByTime(60_000);
    expect(count(ctx, 'trades')).toBe(after);
    errors.mockRestore();
  });
});
