import type { Db } from '../db/open';

/** Points rules of the decisions: per ETH traded, per token created, and what a referrer earns. */
export const POINTS_PER_ETH = 1000;
export const POINTS_PER_TOKEN_CREATED = 100;
export const REFERRER_SHARE = 0.1;
export const MILESTONES = [
  { volumeEth: 1, points: 50 },
  { volumeEth: 10, points: 250 },
  { volumeEth: 100, points: 1000 },
] as const;

export type ReferralEventType = 'trade' | 'token_creation' | 'milestone' | 'signup';

interface AccountRow {
  volume_eth: number;
  referrer: string | null;
}

export function createPoints(db: Db) {
  const ensure = db.prepare(
    'INSERT INTO accounts (address, first_seen) VALUES (?, ?) ON CONFLICT (address) DO NOTHING',
  );
  const account = db.prepare<[string], AccountRow>('SELECT volume_eth, referrer FROM accounts WHERE address = ?');
  const addPoints = db.prepare('UPDATE accounts SET points = points + ? WHERE address = ?');
  const addTrade = db.prepare(
    `UPDATE accounts SET points = points + ?, volume_eth = volume_eth + ?, trade_count = trade_count + 1,
     last_trade_at = ? WHERE address = ?`,
  );
  const addEvent = db.prepare(
    'INSERT INTO referral_events (referrer, referee, type, points, ts) VALUES (?, ?, ?, ?, ?)',
  );

  const reward = (referrer: string, referee: string, type: ReferralEventType, points: number, ts: number) => {
    if (points > 0) addPoints.run(points, referrer);
    addEvent.run(referrer, referee, type, points, ts);
  };

  return {
    ensureAccount(address: string, ts: number) {
      ensure.run(address, ts);
    },

    trade(trader: string, ethAmount: number, ts: number) {
      ensure.run(trader, ts);
      const before = account.get(trader)!;
      const points = ethAmount * POINTS_PER_ETH;
      addTrade.run(points, ethAmount, ts, trader);
      if (!before.referrer) return;
      reward(before.referrer, trader, 'trade', points * REFERRER_SHARE, ts);
      const after = before.volume_eth + ethAmount;
      for (const m of MILESTONES) {
        if (before.volume_eth < m.volumeEth && after >= m.volumeEth)
          reward(before.referrer, trader, 'milestone', m.points, ts);
      }
    },

    tokenCreated(owner: string, ts: number) {
      ensure.run(owner, ts);
      addPoints.run(POINTS_PER_TOKEN_CREATED, owner);
      const referrer = account.get(owner)!.referrer;
      if (referrer) reward(referrer, owner, 'token_creation', POINTS_PER_TOKEN_CREATED * REFERRER_SHARE, ts);
    },

    signup(referrer: string, referee: string, ts: number) {
      reward(referrer, referee, 'signup', 0, ts);
    },
  };
}
