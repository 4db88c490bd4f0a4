import type { Db } from '../db/open';
import {
  CURVE_SELLABLE_WEI,
  CURVE_VIRTUAL_ETH_WEI,
  CURVE_VIRTUAL_TOKEN_WEI,
  TOTAL_SUPPLY_WEI,
  weiToNumber,
} from '../market/constants';
import { createPoints } from './points';
import { createWindowExpiry, readCursors, WINDOW_NAMES, WINDOWS, writeCursor } from './windows';

export interface TokenCreated {
  address: string;
  owner: string;
  name: string;
  ticker: string;
  description: string;
  imageUrl: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
  timestamp: number;
}

export interface Trade {
  token: string;
  trader: string;
  side: 'buy' | 'sell';
  ethWei: bigint;
  tokenWei: bigint;
  timestamp: number;
  txHash: string;
  blockNumber: number;
}

export interface Graduation {
  token: string;
  pairAddress: string;
  ethReserveWei: bigint;
  tokenReserveWei: bigint;
  timestamp: number;
}

export interface PairCreated {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
  timestamp: number;
}

export interface PairSwap {
  pair: string;
  reserve0: bigint;
  reserve1: bigint;
  volumeEth: number;
  timestamp: number;
}

export interface AuctionBid {
  day: string;
  token: string;
  bidder: string;
  amountEth: number;
  txHash: string;
  timestamp: number;
}

export interface ChatPosted {
  id: string;
  token: string;
  sender: string;
  message: string;
  signature: string | null;
  timestamp: number;
}

/** Thrown when an event names something the database does not hold, or repeats a unique fact. */
export class IngestError extends Error {
  constructor(
    readonly kind: 'unknown-token' | 'duplicate' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

interface TokenState {
  id: number;
  reserveEth: bigint;
  reserveToken: bigint;
  graduated: boolean;
  pairAddress: string | null;
}

const LAUNCH_PRICE = weiToNumber(CURVE_VIRTUAL_ETH_WEI) / weiToNumber(CURVE_VIRTUAL_TOKEN_WEI);

/** Market figures that follow from a token's reserves. */
function marketOf(s: TokenState) {
  const price = Number((s.reserveEth * 10n ** 18n) / (s.reserveToken || 1n)) / 1e18;
  const supplyWei = s.graduated ? TOTAL_SUPPLY_WEI - s.reserveToken : CURVE_VIRTUAL_TOKEN_WEI - s.reserveToken;
  const progress = s.graduated
    ? 1
    : Math.min(1, Number(((CURVE_VIRTUAL_TOKEN_WEI - s.reserveToken) * 1_000_000n) / CURVE_SELLABLE_WEI) / 1e6);
  return { price, marketCap: price * 1e9, supply: weiToNumber(supplyWei), progress };
}

/**
 * The one write path of market data. Seed, simulator and (later) the chain indexer all call it;
 * the services only read what it wrote. Events of one token must arrive in time order.
 */
export function createIngest(db: Db, options: { wrappedNative: string }) {
  const points = createPoints(db);
  const cursors = readCursors(db);
  const expire = createWindowExpiry(db, cursors);
  const cache = new Map<string, TokenState>();

  const q = {
    insertToken: db.prepare(
      `INSERT INTO tokens (address, created_at, owner, name, ticker, description, image_url, telegram, twitter, website,
        search_text, reserve_eth, reserve_token, price_eth, market_cap,
        ${WINDOW_NAMES.map((w) => `price_ref_${w}`).join(', ')})
       VALUES (@address, @created_at, @owner, @name, @ticker, @description, @image_url, @telegram, @twitter, @website,
        @search_text, @reserve_eth, @reserve_token, @price, @market_cap, @price, @price, @price, @price)`,
    ),
    tokenState: db.prepare<
      [string],
      { id: number; reserve_eth: string; reserve_token: string; is_graduated: number; pair_address: string | null }
    >('SELECT id, reserve_eth, reserve_token, is_graduated, pair_address FROM tokens WHERE address = ?'),
    insertTrade: db.prepare(
      `INSERT INTO trades (token_id, tx_hash, block_number, ts, trader, side, eth_amount, token_amount, price_eth, supply, market_cap)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    holding: db.prepare<[number, string], { balance: string }>(
      'SELECT balance FROM holdings WHERE token_id = ? AND holder = ?',
    ),
    putHolding: db.prepare(
      `INSERT INTO holdings (token_id, holder, balance, balance_num) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_id, holder) DO UPDATE SET balance = excluded.balance, balance_num = excluded.balance_num`,
    ),
    dropHolding: db.prepare('DELETE FROM holdings WHERE token_id = ? AND holder = ?'),
    pairOf: db.prepare<[string], { token0: string }>('SELECT token0 FROM pairs WHERE address = ?'),
    insertPair: db.prepare(
      'INSERT INTO pairs (address, token0, token1, reserve0, reserve1, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setPairReserves: db.prepare('UPDATE pairs SET reserve0 = ?, reserve1 = ? WHERE address = ?'),
    insertPairSwap: db.prepare('INSERT INTO pair_swaps (pair, ts, volume_eth) VALUES (?, ?, ?)'),
    graduate: db.prepare(
      `UPDATE tokens SET is_graduated = 1, graduated_at = ?, pair_address = ?, reserve_eth = ?, reserve_token = ?,
       price_eth = ?, market_cap = ?, funding_progress = 1 WHERE id = ?`,
    ),
    bumpMeta: db.prepare(
      `INSERT INTO meta (key, value) VALUES (?, '1')
       ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
    ),
    setMeta: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    insertBid: db.prepare(
      'INSERT INTO auction_bids (day, token, bidder, amount_eth, tx_hash, ts) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insertChat: db.prepare(
      'INSERT INTO chat_messages (id, token_id, sender, message, signature, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setReferralCode: db.prepare(
      'UPDATE accounts SET referral_code = ?, referral_code_created_at = ? WHERE address = ? AND referral_code IS NULL',
    ),
    setReferrer: db.prepare('UPDATE accounts SET referrer = ?, referred_at = ? WHERE address = ? AND referrer IS NULL'),
    tradeCount: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM trades'),
  };

  const updateTokenAfterTrade = db.prepare(
    `UPDATE tokens SET reserve_eth = @reserve_eth, reserve_token = @reserve_token, price_eth = @price,
      market_cap = @market_cap, funding_progress = @progress, total_holders = total_holders + @holder_delta,
      trade_count = trade_count + 1,
      ${WINDOW_NAMES.map(
        (w) => `buys_${w} = buys_${w} + @buy_${w}, sells_${w} = sells_${w} + @sell_${w},
        volume_${w} = volume_${w} + @volume_${w}, price_ref_${w} = coalesce(@ref_${w}, price_ref_${w})`,
      ).join(',\n')}
     WHERE id = @id`,
  );

  function state(address: string): TokenState {
    const cached = cache.get(address);
    if (cached) return cached;
    const row = q.tokenState.get(address);
    if (!row) throw new IngestError('unknown-token', `unknown token ${address}`);
    const s: TokenState = {
      id: row.id,
      reserveEth: BigInt(row.reserve_eth),
      reserveToken: BigInt(row.reserve_token),
      graduated: row.is_graduated === 1,
      pairAddress: row.pair_address,
    };
    cache.set(address, s);
    return s;
  }

  /** Applies a balance change and returns how the holder count moved (−1, 0 or +1). */
  function moveBalance(tokenId: number, holder: string, delta: bigint): number {
    const before = BigInt(q.holding.get(tokenId, holder)?.balance ?? '0');
    const after = before + delta < 0n ? 0n : before + delta;
    if (after === 0n) q.dropHolding.run(tokenId, holder);
    else q.putHolding.run(tokenId, holder, after.toString(), weiToNumber(after));
    return (after > 0n ? 1 : 0) - (before > 0n ? 1 : 0);
  }

  function syncPair(s: TokenState) {
    if (!s.pairAddress) return;
    const ethIsToken0 = q.pairOf.get(s.pairAddress)?.token0 === options.wrappedNative;
    const [r0, r1] = ethIsToken0 ? [s.reserveEth, s.reserveToken] : [s.reserveToken, s.reserveEth];
    q.setPairReserves.run(r0.toString(), r1.toString(), s.pairAddress);
  }

  function applyTrade(t: Trade) {
    const s = state(t.token);
    const buy = t.side === 'buy';
    s.reserveEth += buy ? t.ethWei : -t.ethWei;
    s.reserveToken += buy ? -t.tokenWei : t.tokenWei;
    if (s.reserveEth <= 0n || s.reserveToken <= 0n) throw new IngestError('invalid', 'trade empties the reserves');
    const m = marketOf(s);
    const eth = weiToNumber(t.ethWei);
    q.insertTrade.run(
      s.id,
      t.txHash,
      t.blockNumber,
      t.timestamp,
      t.trader,
      t.side,
      eth,
      weiToNumber(t.tokenWei),
      m.price,
      m.supply,
      m.marketCap,
    );
    const holderDelta = moveBalance(s.id, t.trader, buy ? t.tokenWei : -t.tokenWei);
    const windows: Record<string, number | null> = {};
    for (const w of WINDOW_NAMES) {
      const inside = t.timestamp > cursors[w];
      windows[`buy_${w}`] = inside && buy ? 1 : 0;
      windows[`sell_${w}`] = inside && !buy ? 1 : 0;
      windows[`volume_${w}`] = inside ? eth : 0;
      windows[`ref_${w}`] = inside ? null : m.price;
    }
    updateTokenAfterTrade.run({
      id: s.id,
      reserve_eth: s.reserveEth.toString(),
      reserve_token: s.reserveToken.toString(),
      price: m.price,
      market_cap: m.marketCap,
      progress: m.progress,
      holder_delta: holderDelta,
      ...windows,
    });
    if (s.graduated) syncPair(s);
    points.trade(t.trader, eth, t.timestamp);
  }

  /** Runs `fn` in one transaction; on failure the cache may hold uncommitted state, so it is dropped. */
  function atomically<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    const tx = db.transaction(fn);
    return (...args: A) => {
      try {
        return tx(...args);
      } catch (e) {
        cache.clear();
        throw e;
      }
    };
  }

  const tokenCreated = (e: TokenCreated) => {
    const s = { reserveEth: CURVE_VIRTUAL_ETH_WEI, reserveToken: CURVE_VIRTUAL_TOKEN_WEI };
    q.insertToken.run({
      address: e.address,
      created_at: e.timestamp,
      owner: e.owner,
      name: e.name,
      ticker: e.ticker,
      description: e.description,
      image_url: e.imageUrl,
      telegram: e.telegram,
      twitter: e.twitter,
      website: e.website,
      search_text: `${e.name}\n${e.ticker}\n${e.description}`.toLowerCase(),
      reserve_eth: s.reserveEth.toString(),
      reserve_token: s.reserveToken.toString(),
      price: LAUNCH_PRICE,
      market_cap: LAUNCH_PRICE * 1e9,
    });
    points.tokenCreated(e.owner, e.timestamp);
  };

  const pairCreated = (e: PairCreated) => {
    q.insertPair.run(e.address, e.token0, e.token1, e.reserve0.toString(), e.reserve1.toString(), e.timestamp);
  };

  const graduated = (e: Graduation) => {
    const s = state(e.token);
    if (s.graduated) throw new IngestError('duplicate', `${e.token} has already graduated`);
    const [token0, token1] = [e.token, options.wrappedNative].sort();
    const ethIsToken0 = token0 === options.wrappedNative;
    pairCreated({
      address: e.pairAddress,
      token0: token0!,
      token1: token1!,
      reserve0: ethIsToken0 ? e.ethReserveWei : e.tokenReserveWei,
      reserve1: ethIsToken0 ? e.tokenReserveWei : e.ethReserveWei,
      timestamp: e.timestamp,
    });
    Object.assign(s, {
      graduated: true,
      pairAddress: e.pairAddress,
      reserveEth: e.ethReserveWei,
      reserveToken: e.tokenReserveWei,
    });
    const m = marketOf(s);
    q.graduate.run(
      e.timestamp,
      e.pairAddress,
      s.reserveEth.toString(),
      s.reserveToken.toString(),
      m.price,
      m.marketCap,
      s.id,
    );
    q.bumpMeta.run('tokenlist_minor');
    q.setMeta.run('tokenlist_updated_at', String(e.timestamp));
  };

  return {
    tokenCreated: atomically(tokenCreated),
    trade: atomically(applyTrade),
    /** Many trades in one transaction: the fast path for history and bursts. */
    trades: atomically((list: readonly Trade[]) => {
      for (const t of list) applyTrade(t);
    }),
    graduated: atomically(graduated),
    pairCreated: atomically(pairCreated),
    pairSwap: atomically((e: PairSwap) => {
      q.setPairReserves.run(e.reserve0.toString(), e.reserve1.toString(), e.pair);
      q.insertPairSwap.run(e.pair, e.timestamp, e.volumeEth);
    }),
    auctionBid: atomically((e: AuctionBid) => {
      q.insertBid.run(e.day, e.token, e.bidder, e.amountEth, e.txHash, e.timestamp);
    }),
    chatMessage: atomically((e: ChatPosted) => {
      const s = state(e.token);
      try {
        q.insertChat.run(e.id, s.id, e.sender, e.message, e.signature, e.timestamp);
      } catch (err) {
        if (String(err).includes('UNIQUE')) throw new IngestError('duplicate', 'this signature was already used');
        throw err;
      }
    }),
    referralCode: atomically((e: { address: string; code: string; timestamp: number }) => {
      points.ensureAccount(e.address, e.timestamp);
      q.setReferralCode.run(e.code, e.timestamp, e.address);
    }),
    referralSignup: atomically((e: { referee: string; referrer: string; timestamp: number }) => {
      points.ensureAccount(e.referee, e.timestamp);
      if (q.setReferrer.run(e.referrer, e.timestamp, e.referee).changes === 0) {
        throw new IngestError('duplicate', 'this wallet is already registered');
      }
      points.signup(e.referrer, e.referee, e.timestamp);
    }),
    /** Slides every metric window up to `now`. Cheap when called often. */
    expireWindows: (now: number) => expire(now),
    /**
     * Before writing history into an empty database: windows start at `now`, so trades older than a
     * window only set its reference price instead of being counted and subtracted again.
     */
    beginHistory(now: number) {
      if (q.tradeCount.get()!.n > 0) throw new IngestError('invalid', 'history can only begin on an empty database');
      for (const w of WINDOW_NAMES) {
        cursors[w] = now - WINDOWS[w];
        writeCursor(db, w, cursors[w]);
      }
    },
  };
}

export type Ingest = ReturnType<typeof createIngest>;
