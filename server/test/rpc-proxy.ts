/**
 * A JSON-RPC proxy in front of a local chain that behaves like a large public provider: it refuses
 * `eth_getLogs` over more than `maxRange` blocks with the provider's own error text, answers every
 * `every429`th HTTP request with a 429 (deterministic: the same requests each run), and with
 * `prunedState` refuses state reads at a numbered block as a full node does (no archive), with
 * `timeoutAbove` answers a wide eth_getLogs with a timeout, and with `lag` answers as a node behind the
 * head does (set it at any moment). It counts what it did, the bytes both ways and every eth_getLogs
 * filter, so a test can tell that its reader met the limits and got through them, and what it cost.
 *
 *   const proxy = await startRpcProxy({ target: chain.url, maxRange: 1_000, every429: 7 });
 *   … read through proxy.url …
 *   expect(proxy.stats.refusedRanges).toBeGreaterThan(0);
 *   await proxy.close();
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcProxyOptions {
  /** The chain's JSON-RPC URL. */
  target: string;
  /** Most blocks one `eth_getLogs` may span (both ends counted); wider ones are refused. */
  maxRange?: number;
  /** Answer every Nth HTTP request (counting from 1) with HTTP 429 instead of forwarding it. */
  every429?: number;
  /** Seconds sent as Retry-After with a 429 (0 by default: tests never wait for real). */
  retryAfterSeconds?: number;
  /**
   * Whose words a refusal uses: Alchemy's (it names the range it allows) or Ankr's "block range is
   * too wide" (it names none: the reader must find it by splitting).
   */
  refusal?: 'alchemy' | 'ankr';
  /**
   * Answer like a full node, which keeps no past states: a state read at a numbered block (eth_getCode,
   * eth_call… with a block number rather than `latest`) is refused with geth's "missing trie node".
   */
  prunedState?: boolean;
  /** eth_getLogs over more blocks than this is answered "request timed out" (as a provider's gateway does). */
  timeoutAbove?: number;
  /** eth_getLogs naming more addresses than this is refused in geth's words ("exceed max addresses"). */
  maxAddresses?: number;
}

/**
 * How far behind the chain's head the proxy answers, in blocks, as a node behind a load balancer
 * does: `head` lowers what `latest` and eth_blockNumber say; `headers` answers null for blocks above
 * head − headers (viem: BlockNotFoundError); `logs` leaves out of eth_getLogs ranges the blocks above
 * head − logs, and answers "unknown block" for them by hash.
 */
export interface Lag {
  head?: number;
  headers?: number;
  logs?: number;
}

interface RpcProxyStats {
  /** HTTP requests received. */
  requests: number;
  /** JSON-RPC calls received (a batch counts each). */
  calls: number;
  /** `eth_getLogs` calls refused for their range. */
  refusedRanges: number;
  /** HTTP requests answered 429. */
  rateLimited: number;
  /** The widest `eth_getLogs` range forwarded. */
  widestForwarded: number;
  /** State reads at a past block refused (`prunedState`). */
  refusedPastStates: number;
  /** eth_getLogs answered with a timeout (`timeoutAbove`). */
  timedOut: number;
  /** Request bodies received and answers sent, in bytes. */
  bytesIn: number;
  bytesOut: number;
  /** Every eth_getLogs filter received, in order. */
  getLogs: LogFilter[];
}

interface LogFilter {
  fromBlock?: string;
  toBlock?: string;
  blockHash?: string;
  address?: string | string[];
  topics?: unknown[];
}

export interface RpcProxy {
  url: string;
  stats: RpcProxyStats;
  /** How far behind the head it answers now (tests change it while a reader runs). */
  lag: Lag;
  close(): Promise<void>;
}

interface Call {
  jsonrpc: '2.0';
  id: number | string | null;
  method: string;
  params?: unknown[];
}

const hex = (n: number) => `0x${n.toString(16)}`;

/** The state reads, by method, and where their block parameter is. */
const STATE_READS: Record<string, number> = {
  eth_getCode: 1,
  eth_getBalance: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_call: 1,
  eth_estimateGas: 1,
};

const isPastStateRead = (call: Call) => {
  const at = STATE_READS[call.method];
  const block = at === undefined ? undefined : call.params?.[at];
  // WHY any number counts: the local chain is far shorter than the 128 recent states a full node keeps.
  return typeof block === 'string' && block.startsWith('0x');
};

function refusalText(kind: 'alchemy' | 'ankr', maxRange: number, from: number) {
  if (kind === 'ankr') return { code: -32000, message: 'block range is too wide' };
  const k = maxRange % 1000 === 0 ? `${maxRange / 1000}K` : String(maxRange);
  return {
    code: -32600,
    message:
      `You can make eth_getLogs requests with up to a ${k} block range and no limit on the response size, or you can ` +
      'request any block range with a cap of 10K logs in the response. Based on your parameters, this block range ' +
      `should work: [${hex(from)}, ${hex(from + maxRange - 1)}]`,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRpcProxy(options: RpcProxyOptions): Promise<RpcProxy> {
  const stats: RpcProxyStats = {
    requests: 0,
    calls: 0,
    refusedRanges: 0,
    rateLimited: 0,
    widestForwarded: 0,
    refusedPastStates: 0,
    timedOut: 0,
    bytesIn: 0,
    bytesOut: 0,
    getLogs: [],
  };
  const lag: Lag = {};
  const maxRange = options.maxRange ?? Number.POSITIVE_INFINITY;

  const forward = async (calls: Call[]): Promise<unknown[]> => {
    const response = await fetch(options.target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(calls),
    });
    return (await response.json()) as unknown[];
  };

  let head: { number: number } | undefined;
  /** A block tag as a number; `latest` and the like are the chain's head (asked once per request at most). */
  const blockOf = async (tag: unknown): Promise<number> => {
    if (typeof tag === 'string' && tag.startsWith('0x')) return Number.parseInt(tag, 16);
    if (!head) {
      const [answer] = (await forward([{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] }])) as {
        result: string;
      }[];
      head = { number: Number.parseInt(answer!.result, 16) };
    }
    return tag === 'earliest' ? 0 : head.number;
  };

  /** The refusal for a call, or undefined when it passes. */
  const refusalOf = async (call: Call) => {
    if (options.prunedState && isPastStateRead(call)) {
      stats.refusedPastStates++;
      return { code: -32000, message: 'missing trie node 0x… (path )' };
    }
    if (call.method !== 'eth_getLogs') return undefined;
    const filter = (call.params?.[0] ?? {}) as LogFilter;
    stats.getLogs.push(filter);
    if (options.maxAddresses !== undefined && Array.isArray(filter.address)) {
      if (filter.address.length > options.maxAddresses) return { code: -32000, message: 'exceed max addresses' };
    }
    if (filter.blockHash) {
      const block = await blockByHash(filter.blockHash);
      const real = await blockOf('latest');
      return block === null || block > real - Math.max(lag.head ?? 0, lag.logs ?? 0)
        ? { code: -32000, message: 'unknown block' }
        : undefined;
    }
    const from = await blockOf(filter.fromBlock ?? 'latest');
    const to = await blockOf(filter.toBlock ?? 'latest');
    const span = to - from + 1;
    if (span > maxRange) {
      stats.refusedRanges++;
      return refusalText(options.refusal ?? 'alchemy', maxRange, from);
    }
    if (options.timeoutAbove !== undefined && span > options.timeoutAbove) {
      stats.timedOut++;
      return { code: -32000, message: 'request timed out' };
    }
    stats.widestForwarded = Math.max(stats.widestForwarded, span);
    return undefined;
  };

  const blockByHash = async (hash: string): Promise<number | null> => {
    const [answer] = (await forward([
      { jsonrpc: '2.0', id: 0, method: 'eth_getBlockByHash', params: [hash, false] },
    ])) as { result: { number: string } | null }[];
    return answer?.result ? Number.parseInt(answer.result.number, 16) : null;
  };

  /** A call as a node `lag` blocks behind would see it: rewritten before it is forwarded, or answered here. */
  const behind = async (call: Call): Promise<{ call: Call } | { result: unknown }> => {
    if (!lag.head && !lag.headers && !lag.logs) return { call };
    const real = await blockOf('latest');
    const top = real - (lag.head ?? 0);
    if (call.method === 'eth_blockNumber') return { result: hex(top) };
    if (call.method === 'eth_getBlockByNumber') {
      const [tag, full] = call.params as [string, boolean];
      if (tag === 'latest') return { call: { ...call, params: [hex(top), full] } };
      const n = await blockOf(tag);
      return n > real - Math.max(lag.head ?? 0, lag.headers ?? 0) ? { result: null } : { call };
    }
    if (call.method === 'eth_getLogs') {
      const filter = call.params![0] as LogFilter;
      if (filter.blockHash || filter.toBlock === undefined) return { call };
      const clip = real - Math.max(lag.head ?? 0, lag.logs ?? 0);
      const from = await blockOf(filter.fromBlock);
      if (from > clip) return { result: [] };
      // A lagging backend answers for the blocks it has, and says nothing of the others.
      return {
        call: { ...call, params: [{ ...filter, toBlock: hex(Math.min(clip, await blockOf(filter.toBlock))) }] },
      };
    }
    return { call };
  };

  const server = createServer(async (request, response) => {
    stats.requests++;
    head = undefined;
    try {
      if (options.every429 && stats.requests % options.every429 === 0) {
        stats.rateLimited++;
        response.writeHead(429, {
          'Content-Type': 'application/json',
          'Retry-After': String(options.retryAfterSeconds ?? 0),
        });
        response.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: 429, message: 'Too Many Requests' } }));
        return;
      }
      const body = await readBody(request);
      stats.bytesIn += Buffer.byteLength(body);
      const parsed = JSON.parse(body) as Call | Call[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      stats.calls += calls.length;
      const answers: unknown[] = new Array(calls.length);
      const passing: { index: number; call: Call }[] = [];
      for (const [index, call] of calls.entries()) {
        const error = await refusalOf(call);
        const seen = error ? undefined : await behind(call);
        if (error) answers[index] = { jsonrpc: '2.0', id: call.id, error };
        else if (seen && 'result' in seen) answers[index] = { jsonrpc: '2.0', id: call.id, result: seen.result };
        else passing.push({ index, call: seen!.call });
      }
      if (passing.length > 0) {
        const forwarded = await forward(passing.map((p) => p.call));
        for (const [i, p] of passing.entries()) answers[p.index] = forwarded[i];
      }
      const answer = JSON.stringify(Array.isArray(parsed) ? answers : answers[0]);
      stats.bytesOut += Buffer.byteLength(answer);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(answer);
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`rpc proxy: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    lag,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
