import type { Db } from '../db/open';

/** Points rules of the decisions: per ETH traded, per token created, and what a referrer earns. */
const POINTS_PER_ETH = 1000;
const POINTS_PER_TOKEN_CREATED = 100;
const REFERRER_SHARE = 0.1;
const MILESTONES = [
  { volumeEth: 1, points: 50 },
  { volumeEth: 10, points: 250 },
  { volumeEth: 100, points: 1000 },
] as const;

export type ReferralEventType = 'trade' | 'token_creation' | 'milestone' | 'signup';

interface Known {
  referrer: string | null;
  volumeEth: number;
}

interface Pending {
  points: number;
  volumeEth: number;
  trades: number;
  lastTradeAt: number | null;
  firstSeen: number;
}

const CACHE_LIMIT = 200_000;

/**
 * Accounts and points. What each account gains is summed in memory and written once per account by
 * `flush` (called at the end of every ingest transaction); referral events stay one row per fact.
 */
export function createPoints(db: Db) {
  const known = new Map<string, Known>();
  const pending = new Map<string, Pending>();
  const select = db.prepare<[string], { referrer: string | null; volume_eth: number }>(
    'SELECT referrer, volume_eth FROM accounts WHERE address = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO accounts (address, first_seen, points, volume_eth, trade_count, last_trade_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (address) DO UPDATE SET points = points + excluded.points, volume_eth = volume_eth + excluded.volume_eth,
       trade_count = trade_count + excluded.trade_count,
       last_trade_at = coalesce(max(last_trade_at, excluded.last_trade_at), last_trade_at, excluded.last_trade_at)`,
  );
  const ensure = db.prepare(
    'INSERT INTO accounts (address, first_seen) VALUES (?, ?) ON CONFLICT (address) DO NOTHING',
  );
  const addEvent = db.prepare(
    'INSERT INTO referral_events (referrer, referee, type, points, ts) VALUES (?, ?, ?, ?, ?)',
  );

  function account(address: string): Known {
    let k = known.get(address);
    if (!k) {
      const row = select.get(address);
      k = { referrer: row?.referrer ?? null, volumeEth: row?.volume_eth ?? 0 };
      known.set(address, k);
    }
    return k;
  }

  function gain(address: string, ts: number, points: number, trade?: { eth: number }) {
    let p = pending.get(address);
    if (!p) {
      p = { points: 0, volumeEth: 0, trades: 0, lastTradeAt: null, firstSeen: ts };
      pending.set(address, p);
    }
    p.points += points;
    if (trade) {
      p.volumeEth += trade.eth;
      p.trades++;
      p.lastTradeAt = Math.max(p.lastTradeAt ?? ts, ts);
    }
  }

  const reward = (referrer: string, referee: string, type: ReferralEventType, points: number, ts: number) => {
    gain(referrer, ts, points);
    addEvent.run(referrer, referee, type, points, ts);
  };

  return {
    /** Creates the account row now: callers update it in the same transaction. */
    ensureAccount(address: string, ts: number) {
      ensure.run(address, ts);
    },

    trade(trader: string, eth: number, ts: number) {
      const k = account(trader);
      const before = k.volumeEth;
      k.volumeEth += eth;
      const points = eth * POINTS_PER_ETH;
      gain(trader, ts, points, { eth });
      if (!k.referrer) return;
      reward(k.referrer, trader, 'trade', points * REFERRER_SHARE, ts);
      for (const m of MILESTONES) {
        if (before < m.volumeEth && k.volumeEth >= m.volumeEth) reward(k.referrer, trader, 'milestone', m.points, ts);
      }
    },

    tokenCreated(owner: string, ts: number) {
      gain(owner, ts, POINTS_PER_TOKEN_CREATED);
      const referrer = account(owner).referrer;
      if (referrer) reward(referrer, owner, 'token_creation', POINTS_PER_TOKEN_CREATED * REFERRER_SHARE, ts);
    },

    /** Records who referred `referee`; the caller has made sure it had no referrer. */
    signup(referrer: string, referee: string, ts: number) {
      account(referee).referrer = referrer;
      reward(referrer, referee, 'signup', 0, ts);
    },

    flush() {
      for (const [address, p] of pending)
        upsert.run(address, p.firstSeen, p.points, p.volumeEth, p.trades, p.lastTradeAt);
      pending.clear();
      if (known.size > CACHE_LIMIT) known.clear();
    },

    clear() {
      known.clear();
      pending.clear();
    },
  };
}

export type Points = ReturnType<typeof createPoints>;
