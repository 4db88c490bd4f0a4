/**
 * The chain indexer: follows the chain from the address book's first block and turns our contracts'
 * events, the pairs' swaps and the launched tokens' transfers into writes through ingest, the only
 * writer. Each range of blocks is one database transaction together with the block cursor, so a crash
 * at any moment loses or doubles nothing; reserves are set from events, holders follow Transfer
 * events, and times are block timestamps.
 *
 * Reorganisations: the hashes of the blocks indexed within REORG_WINDOW of the chain's tip, and of the
 * block each read stands on, are kept (chain_blocks), and what ingest wrote for each of them is logged
 * (undo-log.ts). When the cursor's block is no longer the chain's, the indexer finds the common
 * ancestor (the highest kept block the chain still has), undoes everything above it in one transaction
 * with the cursor moved back, and reads forward again. A reorganisation deeper than the window stops it (ChainMismatchError).
 *
 * A remote RPC: log ranges follow what the provider allows (split on its refusal, or cut to the range
 * it names), and rate limits and timeouts wait and retry (rpc-backoff.ts).
 */
import { type Address, createPublicClient, type Hash, http, type Log, type PublicClient } from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import { readPairSwap } from '../../interface/market/pair-swap';
import { isNodeBehind, logRefusalOf, rangeAdviceOf } from '../../interface/rpc-errors';
import type { Db } from '../db/open';
import type { Ingest } from '../ingest/ingest';
import { units } from '../ingest/token-state';
import { utcDay } from '../launch/featured';
import { logoPath } from '../launch/logos';
import { type ChainEvent, decodeChainEvent, SWAP_TOPIC } from './chain-events';
import { errorLine, type IndexerHealth } from './indexer-health';
import { createLogReader, isRegistryPair, type LogScope, registryTokensOf } from './our-logs';
import { pairAddressOf } from './pairs';
import { type BackoffOptions, createBackoff } from './rpc-backoff';
import { createUndoLog } from './undo-log';

export interface IndexerOptions {
  rpcUrl: string;
  book: AddressBook;
  /** Blocks left unread behind the head, where a reorg could still replace them (0 on a local chain). */
  confirmations: number;
  /** Most blocks read in one go. */
  maxRange?: number;
  /**
   * Called inside a range's transaction before each block's events, with the block's time (ms): a
   * reindex writes there the off-chain facts (referral sign-ups) that came before that block, so
   * referrers earn from the same trades as when the facts first arrived.
   */
  beforeBlock?: (timestamp: number) => void;
  /** Told after each range is written: its last block, the head it read towards, and its events. */
  onRead?: (read: { to: bigint; head: bigint; events: number }) => void;
  /** Where the indexer reports its progress and last error (GET /api/health). */
  health?: IndexerHealth;
  /** The waits between retries of a rate-limited or timed-out read (tests inject sleep and clock). */
  backoff?: BackoffOptions;
  /** Told after a rollback: the ancestor it went back to and the blocks it dropped. */
  onRollback?: (rollback: { ancestor: bigint; dropped: bigint }) => void;
  /**
   * How many blocks below the tip are kept undoable (REORG_WINDOW by default). 0 for a chain whose
   * blocks are final when read (the genesis, built here and cached): nothing is logged, as fast as
   * an index can be written.
   */
  reorgWindow?: number;
  /** Test only: told after each undo statement of a rollback, inside its transaction. */
  onUndoStep?: (done: number) => void;
}

/**
 * How many blocks below the chain's tip are kept undoable: a reorganisation up to this deep rolls
 * back; a deeper one asks for a reindex.
 */
export const REORG_WINDOW = 256;
/** A read that saw the chain change under it (a block's logs from another fork) is tried again this often. */
const READ_ATTEMPTS = 5;

/** The chain no longer holds the blocks the database was built from: stop, rather than index a mix. */
export class ChainMismatchError extends Error {}

/** About what one read of logs should bring back: the range of blocks adapts to it. */
const LOGS_PER_READ = 5_000;

const DEAD = '0x000000000000000000000000000000000000dead';
const ZERO = '0x0000000000000000000000000000000000000000';
const lower = (a: string) => a.toLowerCase();
/** from, from + 1, …, to (none when to < from). */
const blocksBetween = (from: bigint, to: bigint) =>
  Array.from({ length: Math.max(0, Number(to - from + 1n)) }, (_, i) => from + BigInt(i));

interface PairInfo {
  /** The launched token this pair trades against wrapped ETH, if any (else a registry pair). */
  token: string | null;
  wethIsToken0: boolean;
}

export function createIndexer(db: Db, ingest: Ingest, options: IndexerOptions) {
  // cacheTime 0: viem keeps the block number for 4 s by default, which a follower polling every 250 ms
  // would read as "nothing new" for up to 4 s.
  // retryCount 0: rate limits and timeouts are retried by the backoff below, whose waits are ours.
  const client: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, { batch: true, retryCount: 0 }),
    cacheTime: 0,
  });
  const health = options.health;
  const withBackoff = createBackoff({
    ...options.backoff,
    onRetry: (error, waitMs) => {
      noteError(error);
      options.backoff?.onRetry?.(error, waitMs);
    },
  });
  /** For log reads over several blocks: a timeout is thrown, and the range halved (asking the same again would time out again). */
  const withRateLimits = createBackoff({ ...options.backoff, timeouts: false, onRetry: (error) => noteError(error) });
  /** Around a whole read: a node behind the head (a header or a block hash it does not hold yet) is waited for. */
  const untilNodeCatchesUp = createBackoff({
    ...options.backoff,
    alsoRetry: isNodeBehind,
    onRetry: (error) => noteError(error),
  });
  const now = options.backoff?.now ?? Date.now;
  const noteError = (error: unknown) => {
    if (health) health.lastError = { message: errorLine(error), at: now() };
  };
  const undo = createUndoLog(db);
  const reorgWindow = options.reorgWindow ?? REORG_WINDOW;
  /** Most blocks read in one go: ours, or less once the provider has said what it allows. */
  let maxRange = BigInt(options.maxRange ?? 2_000);
  /**
   * Blocks asked for at once: halved while an answer is too large (a genesis block holds hundreds of
   * events; providers cap a response's size or its logs), doubled back after each answer.
   */
  let range = 100n > maxRange ? maxRange : 100n;
  const weth = lower(options.book.weth);
  const factory = lower(options.book.launchFactory);
  const auction = lower(options.book.featuredAuction);
  const uniswapFactory = lower(options.book.uniswapV2Factory);
  const registryTokens = registryTokensOf(options.book);
  const readOurLogs = createLogReader({ client, book: options.book });

  const readMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const q = {
    tokens: db.prepare<[], string>('SELECT address FROM tokens').pluck(),
    pairs: db.prepare<[], { address: string; token0: string; token1: string }>(
      'SELECT address, token0, token1 FROM pairs',
    ),
    keptBlocks: db.prepare<[], { number: number; hash: string; time: number }>(
      'SELECT number, hash, time FROM chain_blocks ORDER BY number DESC',
    ),
    keepBlock: db.prepare('INSERT OR REPLACE INTO chain_blocks (number, hash, time) VALUES (?, ?, ?)'),
    forgetBlocksAbove: db.prepare('DELETE FROM chain_blocks WHERE number > ?'),
    forgetBlocksThrough: db.prepare('DELETE FROM chain_blocks WHERE number <= ?'),
    tradedAbove: db.prepare<[number], number>('SELECT DISTINCT token_id FROM trades WHERE block_number > ?').pluck(),
  };
  const tokens = new Set<string>();
  const pairs = new Map<string, PairInfo>();
  /** The launched tokens and the pairs the indexer follows, as the database holds them (again after a rollback). */
  function loadFollowed() {
    tokens.clear();
    pairs.clear();
    for (const address of q.tokens.all() as unknown as string[]) tokens.add(address);
    for (const p of q.pairs.all()) {
      const token = p.token0 === weth ? p.token1 : p.token0;
      pairs.set(p.address, { token: tokens.has(token) ? token : null, wethIsToken0: p.token0 === weth });
    }
  }
  loadFollowed();
  /** The last Sync of each pair in the range being read: a Swap's reserves after it. */
  const lastSync = new Map<string, { reserve0: bigint; reserve1: bigint }>();

  function cursor(): { block: bigint; hash: string; time: number } | undefined {
    const block = readMeta.get('chain_block')?.value;
    const hash = readMeta.get('chain_block_hash')?.value;
    const time = Number(readMeta.get('chain_block_time')?.value ?? 0);
    return block === undefined || hash === undefined ? undefined : { block: BigInt(block), hash, time };
  }

  const mismatch = (at: { block: bigint; hash: string }) =>
    new ChainMismatchError(
      `The chain at ${options.rpcUrl} no longer holds block ${at.block} (${at.hash}) that the database indexed` +
        ` (CONFIRMATIONS=${options.confirmations}): it was reorganised deeper than that, or restarted from scratch.` +
        ' Run `npm run reindex` to rebuild the market data from this chain.',
    );

  /** The chain's block `number`, or undefined when it has none (it is shorter now). */
  async function blockAt(number: bigint) {
    try {
      return await withBackoff(() => client.getBlock({ blockNumber: number }));
    } catch (error) {
      if ((error as { name?: string }).name === 'BlockNotFoundError') return undefined;
      throw error;
    }
  }

  /**
   * The cursor's block is not the chain's any more: finds the highest kept block the chain still has,
   * undoes everything indexed above it and moves the cursor there, in one transaction.
   */
  async function rollBack(at: { block: bigint; hash: string }) {
    const kept = q.keptBlocks.all();
    const onChain = await Promise.all(kept.map((k) => blockAt(BigInt(k.number))));
    const ancestor = kept.find((k, i) => onChain[i]?.hash === k.hash);
    if (!ancestor) throw mismatch(at);
    ingest.rollback(() => {
      const traded = q.tradedAbove.all(ancestor.number) as unknown as number[];
      undo.undoAbove(ancestor.number, options.onUndoStep);
      q.forgetBlocksAbove.run(ancestor.number);
      ingest.chainCursor({ block: ancestor.number, hash: ancestor.hash, timestamp: ancestor.time });
      return traded;
    }, ancestor.time);
    loadFollowed();
    if (health) health.indexed = { block: BigInt(ancestor.number), time: ancestor.time };
    options.onRollback?.({ ancestor: BigInt(ancestor.number), dropped: at.block - BigInt(ancestor.number) });
  }

  /** Reads the next range of blocks into the database. Returns how many blocks it read (0: caught up). */
  async function syncOnce(): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const read = await untilNodeCatchesUp(readNext);
      if (read !== 'changed') {
        if (health) health.lastReadAt = now();
        return read;
      }
      if (attempt >= READ_ATTEMPTS) {
        throw new Error(`The chain at ${options.rpcUrl} kept changing while its blocks were read (${attempt} times)`);
      }
    }
  }

  /** One range, or 'changed' when the chain changed while it was read (nothing is written then). */
  async function readNext(): Promise<number | 'changed'> {
    let at = cursor();
    if (at) {
      const held = await blockAt(at.block);
      // A node without the cursor's block is behind us (its head is lower): nothing to read from it
      // yet, and no reason to undo anything. Only another block at that height is a reorganisation.
      if (!held) return 0;
      if (held.hash !== at.hash) {
        await rollBack(at);
        at = cursor();
      }
    }
    if (health && at) {
      // What the database holds, also before this process has read anything (a restart, caught up).
      health.indexed = { block: at.block, time: Number(readMeta.get('chain_block_time')?.value ?? 0) };
    }
    const tip = await withBackoff(() => client.getBlock({ blockTag: 'latest' }));
    if (health) health.head = { block: tip.number!, time: Number(tip.timestamp) * 1000 };
    const head = tip.number! - BigInt(options.confirmations);
    const from = at ? at.block + 1n : BigInt(options.book.startBlock);
    if (from > head) return 0;
    /** Blocks from here on can still be reorganised: their hashes are kept and their writes logged. */
    const windowStart = tip.number! - BigInt(reorgWindow) + 1n;
    const read = await readLogs(from, head, windowStart);
    const { to, logs } = read;
    const { headers, senders } = await readBlocks(logs, read.headers);
    if (!sameFork(at, logs, headers, from, to)) return 'changed';
    const logged = to >= windowStart;
    undo.setLogging(logged);
    ingest.batch(() => {
      // The block this read stands on (the chain holds it: sameFork) is a possible common ancestor, even
      // when it was indexed without undo (the genesis's last): kept, unless the forgetting below finds
      // that this read applied blocks above it without their undo.
      if (at) q.keepBlock.run(Number(at.block), at.hash, at.time);
      lastSync.clear();
      let block: bigint | undefined;
      for (const log of logs) {
        const timestamp = Number(headers.get(log.blockNumber!)!.timestamp) * 1000;
        if (log.blockNumber !== block) {
          if (logged) {
            // What the previous block summed is written under it; what beforeBlock writes is not chain data.
            ingest.flush();
            undo.block(null);
          }
          options.beforeBlock?.(timestamp);
          block = log.blockNumber!;
          if (logged && block >= windowStart) {
            ingest.flush();
            undo.block(Number(block));
          }
        }
        apply(log, timestamp, senders);
      }
      if (logged) {
        ingest.flush();
        undo.block(null);
        for (let n = from > windowStart ? from : windowStart; n <= to; n++) {
          const header = headers.get(n)!;
          q.keepBlock.run(Number(n), header.hash!, Number(header.timestamp) * 1000);
        }
      }
      // Kept hashes and undo entries go once below the window, and through every block this read
      // applied without its undo: no rollback may cross such a block (one to a kept block below it
      // would read it again over its writes: doubled holdings, a duplicate trade). A reorganisation
      // that deep finds no ancestor and asks for a reindex.
      const forgetThrough = from >= windowStart ? to - BigInt(reorgWindow) : to < windowStart ? to : windowStart - 1n;
      q.forgetBlocksThrough.run(Number(forgetThrough));
      undo.pruneThrough(Number(forgetThrough));
      const last = headers.get(to)!;
      ingest.chainCursor({ block: Number(to), hash: last.hash!, timestamp: Number(last.timestamp) * 1000 });
    });
    const last = headers.get(to)!;
    if (health) health.indexed = { block: to, time: Number(last.timestamp) * 1000 };
    options.onRead?.({ to, head, events: logs.length });
    return Number(to - from + 1n);
  }

  /**
   * Whether the range was read from one fork, the one the cursor is on: each log's block hash is the
   * header's read for its block, the first block's parent is the cursor's block, and the headers read
   * one after another link up. A reorganisation between the reads fails this; the range is read again.
   */
  function sameFork(
    at: { block: bigint; hash: string } | undefined,
    logs: Log[],
    headers: Map<bigint, { hash: Hash | null; parentHash: Hash }>,
    from: bigint,
    to: bigint,
  ) {
    if (logs.some((log) => headers.get(log.blockNumber!)?.hash !== log.blockHash)) return false;
    if (at && headers.get(from)?.parentHash !== at.hash) return false;
    for (let n = from + 1n; n <= to; n++) {
      const [header, parent] = [headers.get(n), headers.get(n - 1n)];
      if (header && parent && header.parentHash !== parent.hash) return false;
    }
    return true;
  }

  /** What the index follows now: read with the children the range's own factory logs announce. */
  const followed = () => ({ tokens, pairs: pairs.keys() });

  /**
   * Our logs from `from` on, over as many blocks as the provider allows, with the headers read for
   * them. Blocks below the reorganisation window are read by range. Blocks inside it are read one by
   * one by the hash of the header read first: a node that lags, or still answers from the old fork,
   * cannot then answer "no logs" for a block it does not hold (it says "unknown block", and the read
   * waits for it). A check of each header's logsBloom was the other way; but on a busy chain the
   * bloom is saturated (a 10,000-log block sets nearly all of its 2,048 bits), so it says "maybe"
   * for every block and the by-hash read would follow it anyway: the cost would grow with others'
   * traffic. Following the head, a read is a block or two, so by hash costs no more requests.
   */
  async function readLogs(from: bigint, head: bigint, windowStart: bigint) {
    for (;;) {
      if (range > maxRange) range = maxRange;
      const to = head - from + 1n > range ? from + range - 1n : head;
      const span = to - from + 1n;
      try {
        const headers = await readHeaders([from, to, ...blocksBetween(from > windowStart ? from : windowStart, to)]);
        const scopes: LogScope[] = [];
        if (from < windowStart) scopes.push({ fromBlock: from, toBlock: to < windowStart ? to : windowStart - 1n });
        for (const n of blocksBetween(from > windowStart ? from : windowStart, to)) {
          scopes.push({ blockHash: headers.get(n)!.hash! });
        }
        // One block: a timeout waits and asks again. More: it is thrown, and the range halved below.
        const logs = await readOurLogs(scopes, followed(), span === 1n ? withBackoff : withRateLimits);
        const next = logs.length > LOGS_PER_READ ? (span * BigInt(LOGS_PER_READ)) / BigInt(logs.length) : span * 2n;
        range = next < 1n ? 1n : next > maxRange ? maxRange : next;
        return { to, logs, headers };
      } catch (error) {
        if (to === from || isNodeBehind(error)) throw error;
        // A provider that names the range it allows is taken at its word: a limit for every read after
        // this one, a suggestion (it follows how many logs the blocks hold) for this one. Any other
        // refusal, a timeout among them, halves the range.
        const allowed = logRefusalOf(error) === 'range-too-large' ? rangeAdviceOf(error) : null;
        if (allowed !== null && allowed.blocks < span) {
          if (allowed.limit) maxRange = allowed.blocks;
          range = allowed.blocks;
        } else range = span / 2n;
      }
    }
  }

  /** Headers (hashes, parents, times) of the given blocks, each read once. */
  async function readHeaders(numbers: bigint[]) {
    const unique = [...new Set(numbers)];
    const blocks = await Promise.all(unique.map((n) => withBackoff(() => client.getBlock({ blockNumber: n }))));
    return new Map(blocks.map((b) => [b.number!, b] as const));
  }

  /**
   * The headers of the blocks our logs are in (those not read yet), and who sent each transaction
   * with a swap in a launched token's pair: the trader, whatever the route. Those blocks, and only
   * those (never one for a log that is not ours), are read with their transactions, one request each
   * rather than a request per transaction.
   */
  async function readBlocks(
    logs: Log[],
    known: Map<bigint, { hash: Hash | null; parentHash: Hash; timestamp: bigint }>,
  ) {
    const withSenders = new Set<bigint>();
    for (const log of logs) {
      // A pair the range announced is not in `pairs` yet: a graduated token's (a registry pair's
      // creation in the same range as its first swap costs a block read, rarely).
      if (log.topics[0] === SWAP_TOPIC && pairs.get(lower(log.address))?.token !== null) {
        withSenders.add(log.blockNumber!);
      }
    }
    const numbers = new Set(logs.map((l) => l.blockNumber!).filter((n) => withSenders.has(n) || !known.has(n)));
    const blocks = await Promise.all(
      [...numbers].map((n) =>
        withBackoff(() => client.getBlock({ blockNumber: n, includeTransactions: withSenders.has(n) })),
      ),
    );
    const headers = new Map(known);
    const senders = new Map<Hash, string>();
    for (const block of blocks) {
      headers.set(block.number!, block);
      for (const tx of block.transactions) if (typeof tx !== 'string') senders.set(tx.hash, lower(tx.from));
    }
    return { headers, senders };
  }

  function apply(log: Log, timestamp: number, senders: Map<Hash, string>) {
    const event = decodeChainEvent(log);
    if (!event) return;
    const emitter = lower(log.address);
    const stamp = {
      timestamp,
      txHash: log.transactionHash!,
      blockNumber: Number(log.blockNumber),
      logIndex: log.logIndex!,
    };
    if (emitter === factory) onFactory(event, stamp);
    else if (emitter === auction && event.eventName === 'BidPlaced') {
      const { day, bidder, token, amount } = event.args as {
        day: bigint;
        bidder: Address;
        token: Address;
        amount: bigint;
      };
      ingest.auctionBid({
        day: utcDay(Number(day) * 86_400_000),
        token: lower(token),
        bidder: lower(bidder),
        amountEth: units(amount),
        ...stamp,
      });
    } else if (emitter === uniswapFactory && event.eventName === 'PairCreated') onPairCreated(event, timestamp);
    else if (pairs.has(emitter)) onPair(emitter, event, stamp, senders);
    else if (tokens.has(emitter) && event.eventName === 'Transfer') onTransfer(emitter, event);
  }

  function onFactory(
    event: ChainEvent,
    stamp: { timestamp: number; txHash: Hash; blockNumber: number; logIndex: number },
  ) {
    if (event.eventName === 'Launched') {
      const a = event.args as { token: Address; creator: Address; name: string; symbol: string; metadataHash: Hash };
      const address = lower(a.token);
      ingest.tokenCreated({
        address,
        owner: lower(a.creator),
        name: a.name,
        ticker: a.symbol,
        description: '',
        // Until its metadata is posted, a token shows the logo the service draws for it.
        imageUrl: logoPath(address),
        telegram: null,
        twitter: null,
        website: null,
        timestamp: stamp.timestamp,
        metadataHash: a.metadataHash,
      });
      tokens.add(address);
    } else if (event.eventName === 'Trade') {
      const a = event.args as {
        token: Address;
        trader: Address;
        isBuy: boolean;
        tokenAmount: bigint;
        ethAmount: bigint;
        virtualEth: bigint;
        virtualTokens: bigint;
      };
      ingest.trade({
        token: lower(a.token),
        trader: lower(a.trader),
        side: a.isBuy ? 'buy' : 'sell',
        ethWei: a.ethAmount,
        tokenWei: a.tokenAmount,
        reservesAfter: { eth: a.virtualEth, token: a.virtualTokens },
        holdersFromTransfers: true,
        ...stamp,
      });
    } else if (event.eventName === 'Graduated') {
      const a = event.args as { token: Address; pair: Address; ethLiquidity: bigint; tokenLiquidity: bigint };
      const token = lower(a.token);
      const pair = lower(a.pair);
      ingest.graduated({
        token,
        pairAddress: pair,
        ethReserveWei: a.ethLiquidity,
        tokenReserveWei: a.tokenLiquidity,
        timestamp: stamp.timestamp,
      });
      pairs.set(pair, { token, wethIsToken0: weth < token });
    }
  }

  function onPairCreated(event: ChainEvent, timestamp: number) {
    // The factory's event leaves its last parameter unnamed, so viem decodes its arguments as a list.
    const [token0, token1, pair] = (event.args as unknown as readonly [Address, Address, Address])
      .slice(0, 3)
      .map(lower) as [string, string, string];
    // A launched token's pair joins at its graduation (created early by anyone, it is not yet a market);
    // of everyone else's pairs, only those between registry tokens are the swap service's.
    if (!isRegistryPair(registryTokens, token0, token1) || pairs.has(pair)) return;
    ingest.pairCreated({ address: pair, token0, token1, reserve0: 0n, reserve1: 0n, timestamp });
    pairs.set(pair, { token: null, wethIsToken0: token0 === weth });
  }

  function onPair(
    pair: string,
    event: ChainEvent,
    stamp: { timestamp: number; txHash: Hash; blockNumber: number; logIndex: number },
    senders: Map<Hash, string>,
  ) {
    const info = pairs.get(pair)!;
    if (event.eventName === 'Sync') {
      const a = event.args as { reserve0: bigint; reserve1: bigint };
      lastSync.set(pair, a);
      if (!info.token) ingest.pairReserves({ pair, reserve0: a.reserve0, reserve1: a.reserve1 });
      return;
    }
    if (event.eventName !== 'Swap') return;
    const a = event.args as { amount0In: bigint; amount1In: bigint; amount0Out: bigint; amount1Out: bigint };
    const reserves = lastSync.get(pair);
    if (!reserves) return;
    const swap = readPairSwap(a, reserves, info.wethIsToken0);
    if (!info.token) {
      ingest.pairSwap({
        pair,
        reserve0: reserves.reserve0,
        reserve1: reserves.reserve1,
        volumeEth: units(swap.ethAmount),
        timestamp: stamp.timestamp,
      });
      return;
    }
    ingest.trade({
      token: info.token,
      trader: senders.get(stamp.txHash) ?? ZERO,
      side: swap.side,
      ethWei: swap.ethAmount,
      tokenWei: swap.tokenAmount,
      reservesAfter: { eth: swap.reserveEth, token: swap.reserveToken },
      holdersFromTransfers: true,
      ...stamp,
    });
  }

  /** Holders are who holds the token: not the curve, not its pair, not the zero or the burn address. */
  function onTransfer(token: string, event: ChainEvent) {
    const a = event.args as { from: Address; to: Address; value: bigint };
    const holder = (who: string) => {
      const w = lower(who);
      return w === ZERO || w === DEAD || w === factory || w === pairAddressOf(options.book, token) ? null : w;
    };
    const [from, to] = [holder(a.from), holder(a.to)];
    if ((from || to) && a.value > 0n) ingest.transfer({ token, from, to, amountWei: a.value });
  }

  return {
    syncOnce,
    /** Reads until caught up, then follows new blocks every `pollMs`; `stop()` ends it. Errors go to `onError`, which stops it. */
    follow({ pollMs, onError }: { pollMs: number; onError: (error: unknown) => void }) {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const tick = async () => {
        try {
          while (!stopped && (await syncOnce()) > 0) {}
        } catch (error) {
          stopped = true;
          noteError(error);
          onError(error);
          return;
        }
        if (!stopped) timer = setTimeout(tick, pollMs);
      };
      void tick();
      return {
        stop() {
          stopped = true;
          clearTimeout(timer);
        },
      };
    },
  };
}
