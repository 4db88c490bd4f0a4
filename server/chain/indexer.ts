/**
 * The chain indexer: follows the chain from the address book's first block and turns our contracts'
 * events, the pairs' swaps and the launched tokens' transfers into writes through ingest, the only
 * writer. Each range of blocks is one database transaction together with the block cursor, so a crash
 * at any moment loses or doubles nothing; reserves are set from events, holders follow Transfer
 * events, and times are block timestamps.
 */
import { type Address, createPublicClient, formatLog, type Hash, http, type Log, type PublicClient, toHex } from 'viem';
import type { AddressBook } from '../../interface/contracts/address-book';
import type { Db } from '../db/open';
import type { Ingest } from '../ingest/ingest';
import { units } from '../ingest/token-state';
import { utcDay } from '../launch/featured';
import { logoPath } from '../launch/logos';
import { type ChainEvent, decodeChainEvent, INDEXED_TOPICS } from './chain-events';
import { pairAddressOf } from './pairs';

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
}

/** The chain no longer holds the blocks the database was built from: stop, rather than index a mix. */
export class ChainMismatchError extends Error {}

/** About what one read of logs should bring back: the range of blocks adapts to it. */
const LOGS_PER_READ = 5_000;

const DEAD = '0x000000000000000000000000000000000000dead';
const ZERO = '0x0000000000000000000000000000000000000000';
const lower = (a: string) => a.toLowerCase();

interface PairInfo {
  /** The launched token this pair trades against wrapped ETH, if any (else a registry pair). */
  token: string | null;
  wethIsToken0: boolean;
}

export function createIndexer(db: Db, ingest: Ingest, options: IndexerOptions) {
  // cacheTime 0: viem keeps the block number for 4 s by default, which a follower polling every 250 ms
  // would read as "nothing new" for up to 4 s.
  const client: PublicClient = createPublicClient({ transport: http(options.rpcUrl, { batch: true }), cacheTime: 0 });
  const maxRange = BigInt(options.maxRange ?? 2_000);
  /**
   * Blocks asked for at once: halved while an answer is too large (a genesis block holds hundreds of
   * events; providers cap a response's size or its logs), doubled back after each answer.
   */
  let range = 100n > maxRange ? maxRange : 100n;
  const weth = lower(options.book.weth);
  const factory = lower(options.book.launchFactory);
  const auction = lower(options.book.featuredAuction);
  const uniswapFactory = lower(options.book.uniswapV2Factory);

  const readMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const tokens = new Set(
    db.prepare<[], { address: string }>('SELECT address FROM tokens').pluck().all() as unknown as string[],
  );
  const pairs = new Map<string, PairInfo>();
  for (const p of db
    .prepare<[], { address: string; token0: string; token1: string }>('SELECT address, token0, token1 FROM pairs')
    .all()) {
    const token = p.token0 === weth ? p.token1 : p.token0;
    pairs.set(p.address, { token: tokens.has(token) ? token : null, wethIsToken0: p.token0 === weth });
  }
  /** The last Sync of each pair in the range being read: a Swap's reserves after it. */
  const lastSync = new Map<string, { reserve0: bigint; reserve1: bigint }>();

  function cursor(): { block: bigint; hash: string } | undefined {
    const block = readMeta.get('chain_block')?.value;
    const hash = readMeta.get('chain_block_hash')?.value;
    return block === undefined || hash === undefined ? undefined : { block: BigInt(block), hash };
  }

  async function checkCursor(at: { block: bigint; hash: string }) {
    const block = await client.getBlock({ blockNumber: at.block }).catch(() => undefined);
    if (block?.hash === at.hash) return;
    throw new ChainMismatchError(
      `The chain at ${options.rpcUrl} no longer holds block ${at.block} (${at.hash}) that the database indexed` +
        ` (CONFIRMATIONS=${options.confirmations}): it was reorganised deeper than that, or restarted from scratch.` +
        ' Run `npm run reindex` to rebuild the market data from this chain.',
    );
  }

  /** Reads the next range of blocks into the database. Returns how many blocks it read (0: caught up). */
  async function syncOnce(): Promise<number> {
    const at = cursor();
    if (at) await checkCursor(at);
    const head = (await client.getBlockNumber()) - BigInt(options.confirmations);
    const from = at ? at.block + 1n : BigInt(options.book.startBlock);
    if (from > head) return 0;
    const { to, logs } = await readLogs(from, head);
    const { headers, senders } = await readBlocks(logs, to);
    ingest.batch(() => {
      lastSync.clear();
      let block: bigint | undefined;
      for (const log of logs) {
        const timestamp = Number(headers.get(log.blockNumber!)!.timestamp) * 1000;
        if (log.blockNumber !== block) options.beforeBlock?.(timestamp);
        block = log.blockNumber!;
        apply(log, timestamp, senders);
      }
      const head = headers.get(to)!;
      ingest.chainCursor({ block: Number(to), hash: head.hash!, timestamp: Number(head.timestamp) * 1000 });
    });
    options.onRead?.({ to, head, events: logs.length });
    return Number(to - from + 1n);
  }

  async function readLogs(from: bigint, head: bigint): Promise<{ to: bigint; logs: Log[] }> {
    for (;;) {
      const to = head - from + 1n > range ? from + range - 1n : head;
      try {
        // Raw, since viem's getLogs builds its topics from an ABI: only the events we index come back.
        const raw = await client.request({
          method: 'eth_getLogs',
          params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [INDEXED_TOPICS] }],
        });
        const logs = raw.map((log) => formatLog(log)) as Log[];
        const span = to - from + 1n;
        const next = logs.length > LOGS_PER_READ ? (span * BigInt(LOGS_PER_READ)) / BigInt(logs.length) : span * 2n;
        range = next < 1n ? 1n : next > maxRange ? maxRange : next;
        return { to, logs };
      } catch (error) {
        if (to === from) throw error;
        range = (to - from + 1n) / 2n;
      }
    }
  }

  /**
   * The blocks' headers (their times), and who sent each transaction with a swap in a pair: the
   * trader, whatever the route. Blocks with such swaps are read with their transactions, one request
   * each, rather than a request per transaction.
   */
  async function readBlocks(logs: Log[], to: bigint) {
    const numbers = new Set(logs.map((l) => l.blockNumber!));
    numbers.add(to);
    const withSenders = new Set<bigint>();
    for (const log of logs) {
      const emitter = lower(log.address);
      const info = pairs.get(emitter);
      if (info?.token || (!info && emitter !== factory && emitter !== auction && !tokens.has(emitter))) {
        withSenders.add(log.blockNumber!);
      }
    }
    const blocks = await Promise.all(
      [...numbers].map((n) => client.getBlock({ blockNumber: n, includeTransactions: withSenders.has(n) })),
    );
    const headers = new Map(blocks.map((b) => [b.number!, b] as const));
    const senders = new Map<Hash, string>();
    for (const block of blocks) {
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
    // A launched token's pair joins at its graduation (created early by anyone, it is not yet a market).
    if (tokens.has(token0) || tokens.has(token1) || pairs.has(pair)) return;
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
    const [wethIn, wethOut, tokenIn, tokenOut] = info.wethIsToken0
      ? [a.amount0In, a.amount0Out, a.amount1In, a.amount1Out]
      : [a.amount1In, a.amount1Out, a.amount0In, a.amount0Out];
    const [reserveEth, reserveToken] = info.wethIsToken0
      ? [reserves.reserve0, reserves.reserve1]
      : [reserves.reserve1, reserves.reserve0];
    if (!info.token) {
      ingest.pairSwap({
        pair,
        reserve0: reserves.reserve0,
        reserve1: reserves.reserve1,
        volumeEth: units(wethIn + wethOut),
        timestamp: stamp.timestamp,
      });
      return;
    }
    const buy = wethIn > 0n;
    ingest.trade({
      token: info.token,
      trader: senders.get(stamp.txHash) ?? ZERO,
      side: buy ? 'buy' : 'sell',
      ethWei: buy ? wethIn : wethOut,
      tokenWei: buy ? tokenOut : tokenIn,
      reservesAfter: { eth: reserveEth, token: reserveToken },
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
