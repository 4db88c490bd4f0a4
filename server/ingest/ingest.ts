import { HISTORY_DEFERRED_INDEXES, SEARCH_INDEX_TRIGGERS } from '../db/migrations';
import type { Db } from '../db/open';
import { CURVE_VIRTUAL_ETH_WEI, CURVE_VIRTUAL_TOKEN_WEI, weiToNumber } from '../market/constants';
import { createBalances } from './balances';
import {
  type AuctionBid,
  type ChainCursor,
  type ChatPosted,
  type Graduation,
  IngestError,
  type PairCreated,
  type PairSwap,
  type TokenCreated,
  type TokenMetadataSet,
  type TokenTransfer,
} from './events';
import { createHolderShares } from './holder-shares';
import { createPendingChat } from './pending-chat';
import { createPoints } from './points';
import { createPendingMetadata, readPostedMetadata } from './posted-metadata';
import { createTokenStates, marketOf, type TokenState } from './token-state';
import { createTradeWriter, type Trade } from './trades';
import { createWindowExpiry, createWindowRecount, readCursors, WINDOW_NAMES, WINDOWS, writeCursor } from './windows';

const LAUNCH_PRICE = weiToNumber(CURVE_VIRTUAL_ETH_WEI) / weiToNumber(CURVE_VIRTUAL_TOKEN_WEI);

/** What a token is found by: its name, ticker and description. */
const searchText = (name: string, ticker: string, description: string) =>
  `${name}\n${ticker}\n${description}`.toLowerCase();

/** The token list's `socials` column: bit 1 telegram, 2 twitter, 4 website. */
const socialBits = (s: { telegram: string | null; twitter: string | null; website: string | null }) =>
  (s.telegram !== null ? 1 : 0) | (s.twitter !== null ? 2 : 0) | (s.website !== null ? 4 : 0);

const isUniqueViolation = (e: unknown, column: string) =>
  e instanceof Error && e.message.includes('UNIQUE') && e.message.includes(column);

/**
 * The one write path of market data. Seed, simulator and (later) the chain indexer all call it;
 * the services only read what it wrote. Events must arrive in time order.
 */
export function createIngest(db: Db, options: { wrappedNative: string }) {
  const states = createTokenStates(db, options.wrappedNative);
  const balances = createBalances(db);
  const holderShares = createHolderShares(db);
  const points = createPoints(db);
  const cursors = readCursors(db);
  const expire = createWindowExpiry(db, cursors);
  const trades = createTradeWriter(db, balances, points, cursors);
  const recountWindows = createWindowRecount(db, cursors, LAUNCH_PRICE);

  const pending = createPendingMetadata(db);
  const pendingChat = createPendingChat(db);
  const q = {
    insertToken: db.prepare(
      `INSERT INTO tokens (address, created_at, owner, name, ticker, description, image_url, telegram, twitter, website,
        socials, search_text, reserve_eth, reserve_token, price_eth, market_cap, metadata_hash,
        ${WINDOW_NAMES.map((w) => `price_ref_${w}`).join(', ')})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
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
      `INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`,
    ),
    setMeta: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    insertBid: db.prepare(
      'INSERT INTO auction_bids (day, token, bidder, amount_eth, tx_hash, log_index, ts) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertChat: db.prepare(
      'INSERT INTO chat_messages (id, token_id, sender, message, signature, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setReferralCode: db.prepare(
      'UPDATE accounts SET referral_code = ?, referral_code_created_at = ? WHERE address = ? AND referral_code IS NULL',
    ),
    setReferrer: db.prepare('UPDATE accounts SET referrer = ?, referred_at = ? WHERE address = ? AND referrer IS NULL'),
    tradeCount: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM trades'),
    tokenText: db.prepare<[string], { id: number; name: string; ticker: string; metadata_hash: string | null }>(
      'SELECT id, name, ticker, metadata_hash FROM tokens WHERE address = ?',
    ),
    setMetadata: db.prepare(
      `UPDATE tokens SET description = ?, image_url = ?, telegram = ?, twitter = ?, website = ?, socials = ?,
       search_text = ? WHERE id = ?`,
    ),
  };

  function stateOf(address: string): TokenState {
    const s = states.get(address);
    if (!s) throw new IngestError('unknown-token', `unknown token ${address}`);
    return s;
  }

  /** Inside `batch`, what events summed in memory is written once at its end instead of after every event. */
  let batchDepth = 0;
  /** While a history is written, the holders' shares are computed in one pass at its end. */
  let inHistory = false;
  /** Counts committed writes, so readers can tell whether an answer they computed is still true. */
  let version = 0;
  /**
   * Counts only the writes that may change a pair or what the pairs list shows of it: a 700 KB
   * snapshot that cost about 30 ms to make again after every chat post (issue 31).
   */
  let pairsVersion = 0;
  /** Counts rollbacks: caches kept whatever is written (the referral leaderboard's) still drop what was undone. */
  let rollbacks = 0;
  const flush = () => {
    trades.flush();
    const holdingsChanged = balances.flush();
    // A history's holdings index is built at its end; `history` refreshes every token then.
    if (!inHistory) holderShares.refresh(holdingsChanged);
    points.flush();
  };

  /**
   * Runs `fn` in one transaction (a savepoint inside an outer one) and writes what it summed in
   * memory before committing. On failure the caches may hold uncommitted state, so they are dropped.
   * `pairs: false` for writes that change no pair, price or volume (chat, bids, metadata, referrals…).
   */
  function atomically<A extends unknown[], R>(fn: (...args: A) => R, { pairs = true } = {}): (...args: A) => R {
    const tx = db.transaction((...args: A) => {
      const result = fn(...args);
      if (batchDepth === 0) flush();
      version++;
      if (pairs) pairsVersion++;
      return result;
    });
    return (...args: A) => {
      try {
        return tx(...args);
      } catch (e) {
        version++;
        pairsVersion++;
        states.clear();
        trades.clear();
        balances.clear();
        points.clear();
        throw e;
      }
    };
  }
  /** For `atomically`: a write that changes no pair, price or volume. */
  const notPairs = { pairs: false };

  function tokenCreated(e: TokenCreated) {
    const refs = WINDOW_NAMES.map(() => LAUNCH_PRICE);
    const search = searchText(e.name, e.ticker, e.description);
    try {
      q.insertToken.run(
        e.address,
        e.timestamp,
        e.owner,
        e.name,
        e.ticker,
        e.description,
        e.imageUrl,
        e.telegram,
        e.twitter,
        e.website,
        socialBits(e),
        search,
        CURVE_VIRTUAL_ETH_WEI.toString(),
        CURVE_VIRTUAL_TOKEN_WEI.toString(),
        LAUNCH_PRICE,
        LAUNCH_PRICE * 1e9,
        e.metadataHash ?? null,
        ...refs,
      );
    } catch (err) {
      if (isUniqueViolation(err, 'tokens.address')) throw new IngestError('duplicate', `token ${e.address} exists`);
      throw err;
    }
    // The same launch mined again after a reorganisation dropped it: the metadata and chat posted for it then.
    const kept = pending.take(e.address, e.metadataHash ?? null);
    if (kept) tokenMetadata(kept);
    for (const c of pendingChat.take(e.address)) chatMessage(c);
    points.tokenCreated(e.owner, e.timestamp);
  }

  function pairCreated(e: PairCreated) {
    q.insertPair.run(e.address, e.token0, e.token1, e.reserve0.toString(), e.reserve1.toString(), e.timestamp);
  }

  function graduated(e: Graduation) {
    const s = stateOf(e.token);
    if (s.graduated) throw new IngestError('duplicate', `${e.token} has already graduated`);
    const [token0, token1] = [e.token, options.wrappedNative].sort() as [string, string];
    const ethIsToken0 = token0 === options.wrappedNative;
    const [reserve0, reserve1] = ethIsToken0
      ? [e.ethReserveWei, e.tokenReserveWei]
      : [e.tokenReserveWei, e.ethReserveWei];
    pairCreated({ address: e.pairAddress, token0, token1, reserve0, reserve1, timestamp: e.timestamp });
    Object.assign(s, {
      graduated: true,
      pairAddress: e.pairAddress,
      ethIsToken0,
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
  }

  /** The description, image and socials a launch committed to by hash; anything else is refused. */
  function tokenMetadata(e: TokenMetadataSet) {
    const row = q.tokenText.get(e.address);
    if (!row) throw new IngestError('unknown-token', `unknown token ${e.address}`);
    if (row.metadata_hash !== e.hash) {
      throw new IngestError(
        'invalid',
        `its hash ${e.hash} is not the ${row.metadata_hash ?? 'none'} its launch committed to`,
      );
    }
    const search = searchText(row.name, row.ticker, e.description);
    q.setMetadata.run(e.description, e.imageUrl, e.telegram, e.twitter, e.website, socialBits(e), search, row.id);
  }

  function chatMessage(e: ChatPosted) {
    const s = stateOf(e.token);
    try {
      q.insertChat.run(e.id, s.id, e.sender, e.message, e.signature, e.timestamp);
    } catch (err) {
      if (isUniqueViolation(err, 'chat_messages.signature')) {
        throw new IngestError('duplicate', 'this signature was already used');
      }
      throw err;
    }
  }

  function referralSignup(e: { referee: string; referrer: string; timestamp: number }) {
    points.ensureAccount(e.referee, e.timestamp);
    if (q.setReferrer.run(e.referrer, e.timestamp, e.referee).changes === 0) {
      throw new IngestError('duplicate', 'this wallet is already registered');
    }
    points.signup(e.referrer, e.referee, e.timestamp);
  }

  const history = atomically(<R>(now: number, write: () => R): R => {
    if (q.tradeCount.get()!.n > 0) throw new IngestError('invalid', 'history can only begin on an empty database');
    balances.startEmpty();
    for (const w of WINDOW_NAMES) {
      cursors[w] = now - WINDOWS[w];
      writeCursor(db, w, cursors[w]);
    }
    for (const name of Object.keys(HISTORY_DEFERRED_INDEXES)) db.exec(`DROP INDEX ${name}`);
    for (const name of Object.keys(SEARCH_INDEX_TRIGGERS)) db.exec(`DROP TRIGGER ${name}`);
    inHistory = true;
    try {
      const result = batch(write);
      for (const sql of Object.values(HISTORY_DEFERRED_INDEXES)) db.exec(sql);
      holderShares.refreshAll();
      db.exec('INSERT INTO tokens_search (rowid, search_text) SELECT id, search_text FROM tokens');
      for (const sql of Object.values(SEARCH_INDEX_TRIGGERS)) db.exec(sql);
      return result;
    } finally {
      inHistory = false;
    }
  });

  /**
   * The chain indexer's rollback of a reorganisation: `undo` runs in one transaction and returns the
   * tokens whose trades it removed, whose metric windows are then counted again. Every cache is
   * dropped after it, committed or not: they hold what was undone. The metadata and the chat posted
   * for tokens created from `droppedFrom` (ms, the ancestor block's time) whose rows the undo removes
   * are kept aside for their launch's return (posted-metadata.ts, pending-chat.ts): they were written
   * between blocks, not undone.
   */
  const rollback = db.transaction((undo: () => Iterable<number>, droppedFrom: number) => {
    const posted = readPostedMetadata(db, droppedFrom);
    const chat = pendingChat.beforeUndo(droppedFrom);
    const tokens = [...undo()];
    pending.keepDropped(posted);
    pendingChat.keepDropped(chat);
    recountWindows(tokens);
  });

  const batch = atomically(<R>(fn: () => R): R => {
    batchDepth++;
    try {
      return fn();
    } finally {
      batchDepth--;
    }
  });

  return {
    /**
     * Many events in one transaction, each (token, holder) balance and each account written once at
     * the end: the fast path for a history or a burst. Everything inside commits or nothing does.
     */
    batch: <R>(fn: () => R): R => batch(fn) as R,
    tokenCreated: atomically(tokenCreated, notPairs),
    trade: atomically((t: Trade) => trades.write([t], stateOf)),
    /** Many trades in one transaction: the fast path for history and bursts. */
    trades: atomically((list: readonly Trade[]) => trades.write(list, stateOf)),
    graduated: atomically(graduated),
    pairCreated: atomically(pairCreated),
    /** A pair's reserves moved without a swap (liquidity added or removed, a sync). */
    pairReserves: atomically((e: { pair: string; reserve0: bigint; reserve1: bigint }) => {
      q.setPairReserves.run(e.reserve0.toString(), e.reserve1.toString(), e.pair);
    }),
    pairSwap: atomically((e: PairSwap) => {
      q.setPairReserves.run(e.reserve0.toString(), e.reserve1.toString(), e.pair);
      q.insertPairSwap.run(e.pair, e.timestamp, e.volumeEth);
    }),
    auctionBid: atomically((e: AuctionBid) => {
      q.insertBid.run(e.day, e.token, e.bidder, e.amountEth, e.txHash, e.logIndex ?? null, e.timestamp);
    }, notPairs),
    /** Balances only: what a pair holds moves with its own events (trades, swaps, syncs). */
    transfer: atomically((e: TokenTransfer) => trades.transfer(stateOf(e.token), e.from, e.to, e.amountWei), notPairs),
    /** Written in the same transaction as the blocks' events (inside `batch`), so a crash loses or doubles nothing. */
    chainCursor: atomically((c: ChainCursor) => {
      q.setMeta.run('chain_block', String(c.block));
      q.setMeta.run('chain_block_hash', c.hash);
      q.setMeta.run('chain_block_time', String(c.timestamp));
    }, notPairs),
    /**
     * How far a new index has taken the genesis's off-chain part: its referrals (written before the
     * chain), then its chat and metadata (after). Written with them, so a restart after a crash knows.
     */
    genesisCommunity: atomically((stage: 'referrals' | 'done') => {
      q.setMeta.run('genesis_community', stage);
    }, notPairs),
    /** Which deployment the database indexes (server/chain/indexed-deployment.ts). */
    indexedDeployment: atomically((id: string) => {
      q.setMeta.run('deployment', id);
    }, notPairs),
    chatMessage: atomically(chatMessage, notPairs),
    tokenMetadata: atomically(tokenMetadata, notPairs),
    referralCode: atomically((e: { address: string; code: string; timestamp: number }) => {
      points.ensureAccount(e.address, e.timestamp);
      q.setReferralCode.run(e.code, e.timestamp, e.address);
    }, notPairs),
    referralSignup: atomically(referralSignup, notPairs),
    /**
     * Inside a batch: writes what it has summed so far. The chain indexer calls it at each block's
     * end near the head, so that the undo log files each block's writes under that block.
     */
    flush: () => flush(),
    rollback: (undo: () => Iterable<number>, droppedFrom = Number.POSITIVE_INFINITY) => {
      try {
        rollback(undo, droppedFrom);
      } finally {
        version++;
        pairsVersion++;
        rollbacks++;
        states.clear();
        trades.clear();
        balances.clear();
        points.clear();
      }
    },
    /** Slides every metric window up to `now`. Cheap when called often. */
    expireWindows: (now: number) => {
      expire(now);
      version++;
      pairsVersion++;
    },
    /** Moves after every write; equal versions mean nothing was written in between. */
    version: () => version,
    /**
     * Moves after every write that may change a pair or what the pairs list shows of it (reserves,
     * swaps, trades and prices, graduations, 24 h windows, rollbacks, failures); not after chat posts,
     * bids, metadata, referrals, launches, transfers or the chain cursor.
     */
    pairsVersion: () => pairsVersion,
    /** Moves after every rollback of a reorganisation. */
    rollbacks: () => rollbacks,
    /**
     * Writes a history that ends at `now` into an empty database, in one transaction. Windows start at
     * `now`, so trades older than a window only set its reference price instead of being counted and
     * subtracted again; the indexes a history would insert into at random are built once at the end.
     */
    history: <R>(now: number, write: () => R): R => history(now, write) as R,
  };
}

export type Ingest = ReturnType<typeof createIngest>;
