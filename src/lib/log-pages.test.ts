import {
  createPublicClient,
  custom,
  HttpRequestError,
  LimitExceededRpcError,
  parseAbiItem,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { type LogCursor, type LogPage, type LogPosition, LogReadError, logRefusalOf, readLogPage } from './log-pages';

const URL = 'https://rpc.example';
const body = { method: 'eth_getLogs' };

interface FakeLog extends LogPosition {
  id: string;
}

/**
 * A chain's logs behind a fake RPC: every read is recorded, a range wider than `maxSpan` is refused
 * the way Infura refuses it, and `fail` can answer a read with an error of its own.
 */
function fakeRpc(logs: FakeLog[], options: { maxSpan?: bigint; fail?: (call: number) => Error | undefined } = {}) {
  const reads: { fromBlock: bigint; toBlock: bigint }[] = [];
  const read = async (range: { fromBlock: bigint; toBlock: bigint }) => {
    reads.push(range);
    const failure = options.fail?.(reads.length);
    if (failure) throw failure;
    if (options.maxSpan !== undefined && range.toBlock - range.fromBlock + 1n > options.maxSpan) {
      throw new LimitExceededRpcError(
        new RpcRequestError({
          body,
          url: URL,
          error: { code: -32005, message: 'query returned more than 10000 results' },
        }),
      );
    }
    // Ascending, as an RPC answers.
    return logs.filter((l) => l.blockNumber >= range.fromBlock && l.blockNumber <= range.toBlock);
  };
  return { read, reads };
}

const log = (block: number, logIndex = 0): FakeLog => ({
  blockNumber: BigInt(block),
  logIndex,
  id: `${block}:${logIndex}`,
});

/** A settlement every ~7,000 blocks from block 1,000, two in block 50,000 (ids ascending). */
const CHAIN = [
  log(1_000),
  log(8_000),
  log(15_000),
  log(22_000),
  log(29_000),
  log(36_000),
  log(43_000),
  log(50_000, 3),
  log(50_000, 7),
  log(57_000),
];

async function readAll(read: ReturnType<typeof fakeRpc>['read'], limit: number, floor = 1_000n) {
  const pages: string[][] = [];
  let from: LogCursor | null = { block: 60_000n };
  while (from) {
    if (pages.length > CHAIN.length) throw new Error('the pages never end');
    const page: LogPage<FakeLog> = await readLogPage({ read, from, floor, limit, rangeBlocks: 10_000n });
    pages.push(page.items.map((l) => l.id));
    from = page.older;
  }
  return pages;
}

describe('readLogPage', () => {
  it('reads backwards in ranges of at most the configured blocks, stopping once the page is full', async () => {
    const rpc = fakeRpc(CHAIN);
    const page = await readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 3 });
    expect(page.items.map((l) => l.id)).toEqual(['57000:0', '50000:7', '50000:3']);
    // 10,000 blocks a read by default (VITE_LOG_RANGE_BLOCKS), newest first, and no further than needed.
    expect(rpc.reads).toEqual([
      { fromBlock: 50_001n, toBlock: 60_000n },
      { fromBlock: 40_001n, toBlock: 50_000n },
    ]);
    expect(page.older).toEqual({ block: 50_000n, logIndex: 3 });
  });

  it('pages through the whole history exactly once, even when a page ends inside a block', async () => {
    const rpc = fakeRpc(CHAIN);
    const pages = await readAll(rpc.read, 2);
    expect(pages).toEqual([
      ['57000:0', '50000:7'],
      ['50000:3', '43000:0'],
      ['36000:0', '29000:0'],
      ['22000:0', '15000:0'],
      ['8000:0', '1000:0'],
    ]);
    for (const { fromBlock, toBlock } of rpc.reads) {
      expect(fromBlock).toBeGreaterThanOrEqual(1_000n);
      expect(toBlock - fromBlock + 1n).toBeLessThanOrEqual(10_000n);
    }
  });

  it('never reads below the first block, and says there is nothing older once it is reached', async () => {
    const rpc = fakeRpc(CHAIN);
    const page = await readLogPage({ read: rpc.read, from: { block: 25_000n }, floor: 12_000n, limit: 10 });
    expect(page).toEqual({ items: [log(22_000), log(15_000)], older: null });
    expect(rpc.reads).toEqual([
      { fromBlock: 15_001n, toBlock: 25_000n },
      { fromBlock: 12_000n, toBlock: 15_000n },
    ]);
  });

  it('halves a range the RPC finds too large, asks again, and keeps the smaller range', async () => {
    const rpc = fakeRpc(CHAIN, { maxSpan: 3_000n });
    const page = await readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 2 });
    expect(page.items.map((l) => l.id)).toEqual(['57000:0', '50000:7']);
    expect(rpc.reads.map((r) => [r.fromBlock, r.toBlock])).toEqual([
      [50_001n, 60_000n], // refused
      [55_001n, 60_000n], // refused
      [57_501n, 60_000n],
      [55_001n, 57_500n],
      [52_501n, 55_000n],
      [50_001n, 52_500n],
      [47_501n, 50_000n],
    ]);
  });

  it('says so when the RPC refuses even one block', async () => {
    const rpc = fakeRpc(CHAIN, { maxSpan: 0n });
    const error = await readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 2 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LogReadError);
    expect(error).toMatchObject({ refusal: 'range-too-large', fromBlock: 60_000n, toBlock: 60_000n });
    expect((error as Error).message).toMatch(/refuses the logs of block 60000 even alone/);
  });

  it.each([
    [
      'a rate limit (HTTP 429)',
      new HttpRequestError({ url: URL, body, status: 429, details: 'Too Many Requests' }),
      'rate-limited',
      /limiting requests \(rate limit\) and refused blocks 50001–60000/,
    ],
    ['a timeout', new TimeoutError({ url: URL, body }), 'timeout', /took too long to answer for blocks 50001–60000/],
  ])(
    'asks again after 1, 2 and 4 s, then stops with a clear message on %s',
    async (_what, failure, refusal, message) => {
      const rpc = fakeRpc(CHAIN, { fail: () => failure });
      const waits: number[] = [];
      const sleep = async (ms: number) => void waits.push(ms);
      const error = await readLogPage({
        read: rpc.read,
        from: { block: 60_000n },
        floor: 1_000n,
        limit: 2,
        sleep,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LogReadError);
      expect(error).toMatchObject({ refusal, cause: failure });
      expect((error as Error).message).toMatch(message);
      expect(waits).toEqual([1_000, 2_000, 4_000]);
      expect(rpc.reads).toHaveLength(4);
      expect(new Set(rpc.reads.map((r) => `${r.fromBlock}-${r.toBlock}`))).toEqual(new Set(['50001-60000']));
    },
  );

  it('goes on once a rate-limited range is answered, waiting what the Retry-After header asks', async () => {
    const limited = new HttpRequestError({
      url: URL,
      body,
      status: 429,
      details: 'Too Many Requests',
      headers: new Headers({ 'Retry-After': '3' }),
    });
    const rpc = fakeRpc(CHAIN, { fail: (call) => (call <= 2 ? limited : undefined) });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const page = await readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 2, sleep });
    expect(page.items.map((l) => l.id)).toEqual(['57000:0', '50000:7']);
    expect(waits).toEqual([3_000, 3_000]);
  });

  it('reads at the range a refusal names, when it names one', async () => {
    const rpc = fakeRpc(CHAIN, {
      fail: (call) =>
        call === 1
          ? new LimitExceededRpcError(
              new RpcRequestError({
                body,
                url: URL,
                error: { code: -32602, message: 'eth_getLogs is limited to a 2000 range' },
              }),
            )
          : undefined,
    });
    await readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 1 });
    expect(rpc.reads.map((r) => [r.fromBlock, r.toBlock])).toEqual([
      [50_001n, 60_000n], // refused: "limited to a 2000 range"
      [58_001n, 60_000n],
      [56_001n, 58_000n], // the named range is kept
    ]);
  });

  it('throws any other failure as it came', async () => {
    const failure = new Error('connection refused');
    const rpc = fakeRpc(CHAIN, { fail: () => failure });
    await expect(readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 2 })).rejects.toBe(
      failure,
    );
  });

  it('stops between ranges once the page is no longer wanted', async () => {
    const controller = new AbortController();
    const rpc = fakeRpc(CHAIN, {
      fail: () => {
        controller.abort();
        return undefined;
      },
    });
    await expect(
      readLogPage({ read: rpc.read, from: { block: 60_000n }, floor: 1_000n, limit: 20, signal: controller.signal }),
    ).rejects.toThrow();
    expect(rpc.reads).toHaveLength(1);
  });
});

describe('logRefusalOf, on errors as viem raises them from what providers answer', () => {
  /** A real viem client over a provider that answers eth_getLogs with this JSON-RPC error. */
  async function refusalFrom(error: { code: number; message: string }) {
    const client = createPublicClient({
      transport: custom(
        {
          request: async () => {
            throw error;
          },
        },
        { retryCount: 0 },
      ),
    });
    const failure = await client
      .getLogs({ event: parseAbiItem('event Settled(uint256 day)'), fromBlock: 1n, toBlock: 20_000n })
      .catch((e: unknown) => e);
    return logRefusalOf(failure);
  }

  it.each([
    [{ code: -32005, message: 'query returned more than 10000 results. Try with this block range [0x1, 0x2].' }],
    [{ code: -32602, message: 'eth_getLogs is limited to a 10000 range' }],
    [{ code: -32602, message: 'Log response size exceeded.' }],
    [{ code: -32000, message: 'block range is too wide' }],
    [{ code: -32000, message: 'exceed maximum block range: 5000' }],
  ])('a range too large: %o', async (answer) => {
    expect(await refusalFrom(answer)).toBe('range-too-large');
  });

  it.each([
    [{ code: 429, message: 'Your app has exceeded its compute units per second capacity.' }],
    [{ code: -32005, message: 'project ID request rate exceeded' }],
    [{ code: -32007, message: '10/second request limit reached' }],
  ])('a rate limit: %o', async (answer) => {
    expect(await refusalFrom(answer)).toBe('rate-limited');
  });

  it('nothing for an error that is none of these, even though the request quotes its block range', async () => {
    expect(await refusalFrom({ code: -32000, message: 'header not found' })).toBeNull();
  });
});
