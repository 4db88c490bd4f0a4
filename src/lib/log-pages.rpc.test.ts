// @vitest-environment node
/**
 * The app's bounded log reads against a real chain behind a provider's limits: a bare Anvil (chain
 * 84532) with logs spread over 5,500 blocks, read through the tests' JSON-RPC proxy, which refuses
 * eth_getLogs over 1,000 blocks (in Alchemy's words, or Ankr's, which name no range) and answers
 * every fifth request with a 429. The reader must find every log, newest first, without a read the
 * proxy refused getting through and without a blank answer on a 429.
 */
import { type Address, createPublicClient, createTestClient, createWalletClient, type Hex, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: test only: the services' test chain and RPC proxy, never the app's code.
import { startBareChain } from '../../server/test/bare-chain';
// biome-ignore lint/style/noRestrictedImports: test only, as above.
import { startRpcProxy } from '../../server/test/rpc-proxy';
import { readLogPage } from './log-pages';

/** Creation code of a contract whose every call emits one LOG0 (runtime 0x60006000a000). */
const EMITTER_CODE: Hex = '0x600680600b6000396000f360006000a000';
/** Blocks (roughly: each send mines one more) that hold a log, oldest first. */
const GAPS = [0, 1_500, 1_200, 2_500];

let chain: Awaited<ReturnType<typeof startBareChain>>;
let emitter: Address;
const logBlocks: bigint[] = [];

beforeAll(async () => {
  chain = await startBareChain();
  // Mining thousands of blocks takes Anvil a while on a busy machine; a retry would mine them twice.
  const anvil = createTestClient({ mode: 'anvil', transport: http(chain.url, { timeout: 120_000, retryCount: 0 }) });
  const wallet = createWalletClient({ transport: http(chain.url) });
  const direct = createPublicClient({ transport: http(chain.url) });
  // Anvil's first funded account, unlocked: it signs what it sends.
  const [account] = await wallet.getAddresses();
  const send = async (tx: { to?: Address; data?: Hex }) => {
    const hash = await wallet.sendTransaction({ account: account!, chain: null, ...tx });
    return direct.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  };
  emitter = (await send({ data: EMITTER_CODE })).contractAddress!;
  for (const gap of GAPS) {
    if (gap > 0) await anvil.mine({ blocks: gap });
    logBlocks.push((await send({ to: emitter })).blockNumber);
  }
  // Empty blocks above the newest log: the first range read holds nothing.
  await anvil.mine({ blocks: 300 });
}, 240_000);

afterAll(() => chain?.stop());

describe.each(['alchemy', 'ankr'] as const)(
  'readLogPage through a provider that refuses wide ranges (%s)',
  (refusal) => {
    it('finds every log, newest first, in ranges the provider accepts, through its 429s', async () => {
      const proxy = await startRpcProxy({ target: chain.url, maxRange: 1_000, every429: 5, refusal });
      try {
        // No transport retries: the 429s reach the reader, whose own retries must get through them.
        const client = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) });
        const waits: number[] = [];
        const latest = await client.getBlockNumber();
        const page = await readLogPage({
          read: (range) => client.getLogs({ address: emitter, ...range }),
          from: { block: latest },
          floor: 0n,
          limit: Number.POSITIVE_INFINITY,
          rangeBlocks: 10_000n,
          sleep: async (ms) => void waits.push(ms),
        });
        expect(page.items.map((log) => log.blockNumber)).toEqual([...logBlocks].reverse());
        expect(page.older).toBeNull();
        expect(proxy.stats.refusedRanges).toBeGreaterThan(0);
        expect(proxy.stats.widestForwarded).toBeLessThanOrEqual(1_000);
        expect(proxy.stats.rateLimited).toBeGreaterThan(0);
        // Each 429 was waited out (the proxy's Retry-After: 0 counts as the first wait, 1 s) and asked again.
        expect(waits.length).toBeGreaterThan(0);
        expect(waits.every((ms) => ms === 1_000)).toBe(true);
      } finally {
        await proxy.close();
      }
    }, 60_000);
  },
);
