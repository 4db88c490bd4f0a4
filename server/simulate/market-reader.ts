/**
 * What the simulator needs to know about the market, read back from the tables ingest wrote: a
 * token's reserves and holders, the tokens people are trading now, and who is around to trade.
 */
import type { Db } from '../db/open';
import { HolderBook } from '../seed/holder-book';
import type { MarketToken } from '../seed/market-actor';
import type { Random } from '../seed/random';

interface TokenRow {
  id: number;
  address: string;
  reserve_eth: string;
  reserve_token: string;
  is_graduated: number;
}

interface ActiveToken {
  address: string;
  ticker: string;
  /** Trades in the last hour, plus one: the weight of the token when picking where to trade. */
  weight: number;
}

const ACTIVE_LIMIT = 40;
const NEWEST_LIMIT = 10;
/** Extra weight of the newest launches, so fresh tokens get their first buyers. */
const NEWEST_WEIGHT = 3;

export function createMarketReader(db: Db) {
  const q = {
    token: db.prepare<[string], TokenRow>(
      'SELECT id, address, reserve_eth, reserve_token, is_graduated FROM tokens WHERE address = ?',
    ),
    holdings: db.prepare<[number], { holder: string; balance: string }>(
      'SELECT holder, balance FROM holdings WHERE token_id = ?',
    ),
    active: db.prepare<[number], { address: string; ticker: string; recent: number }>(
      `SELECT address, ticker, buys_1h + sells_1h AS recent FROM tokens
       ORDER BY buys_6h + sells_6h DESC, created_at DESC LIMIT ?`,
    ),
    newest: db.prepare<[number], { address: string; ticker: string }>(
      'SELECT address, ticker FROM tokens ORDER BY created_at DESC, address LIMIT ?',
    ),
    accounts: db.prepare<[number], { address: string }>(
      'SELECT address FROM accounts ORDER BY trade_count DESC, address LIMIT ?',
    ),
  };

  return {
    /** The token's market as the trade math sees it, or undefined for an unknown token. */
    market(address: string): MarketToken | undefined {
      const row = q.token.get(address);
      if (!row) return undefined;
      const [eth, token] = [BigInt(row.reserve_eth), BigInt(row.reserve_token)];
      const holders = new HolderBook();
      for (const h of q.holdings.iterate(row.id)) holders.add(h.holder, BigInt(h.balance));
      return row.is_graduated
        ? { address, curve: { virtualEth: 0n, virtualTokens: 0n }, pair: { eth, token }, holders }
        : { address, curve: { virtualEth: eth, virtualTokens: token }, pair: null, holders };
    },

    /** The busiest tokens of the last hours and the newest launches, weighted toward recent trading. */
    activeTokens(): ActiveToken[] {
      const active = q.active
        .all(ACTIVE_LIMIT)
        .map((t) => ({ address: t.address, ticker: t.ticker, weight: 1 + t.recent }));
      const known = new Set(active.map((t) => t.address));
      const fresh = q.newest.all(NEWEST_LIMIT).filter((t) => !known.has(t.address));
      return [...active, ...fresh.map((t) => ({ ...t, weight: NEWEST_WEIGHT }))];
    },

    /** The most active wallets first. */
    accounts: (limit: number): string[] => q.accounts.all(limit).map((a) => a.address),
  };
}

type MarketReader = ReturnType<typeof createMarketReader>;

const REGULARS = 200;
const NEWCOMER_SHARE = 0.03;

/** Existing wallets (the busiest most often) and, now and then, a newcomer who stays. */
export function createTraderPool(reader: MarketReader, rnd: Random) {
  const wallets = reader.accounts(5_000);
  return {
    pick(): string {
      if (wallets.length === 0 || rnd.chance(NEWCOMER_SHARE)) {
        const newcomer = rnd.address();
        wallets.push(newcomer);
        return newcomer;
      }
      const regulars = Math.min(REGULARS, wallets.length);
      return rnd.chance(0.6) ? wallets[rnd.int(0, regulars - 1)]! : rnd.pick(wallets);
    },
  };
}
