import { featuredAuctionAbi } from '@interface/contracts/abis';
import { parseEther } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { simulateContract, writeContract } from 'wagmi/actions';
import { addressBook } from '@/lib/address-book';
import { trackTransaction } from '@/lib/transactions/track';
import { NotPreviewedError } from '../lib/not-previewed';
import { type AuctionCall, auctionCallOf, sendAuctionCall } from './auction-chain';

// The wallet layer: the simulation's request is what the wallet would be asked for.
vi.mock('wagmi/actions', () => ({ simulateContract: vi.fn(), writeContract: vi.fn() }));
vi.mock('@/lib/transactions/track', () => ({ trackTransaction: vi.fn() }));

const CONFIG = {} as Config;
const CHAIN = 31337;
const ME = '0x00000000000000000000000000000000000a11ce';
const NEON = '0xc0cb02671d38c2ae05d3cd6f2f80323cea9092df';
const OTHER = '0x0000000000000000000000000000000000000bee';
const HASH = `0x${'ab'.repeat(32)}` as const;
const BID: AuctionCall = { fn: 'bid', token: NEON, value: parseEther('0.05'), day: 20_000n };
const LABEL = { title: 'Bid 0.05 ETH for NTRTL' };

/** The simulation answers with a request: by default the one asked for, else as `change` makes it. */
function simulates(change: (params: Record<string, unknown>) => Record<string, unknown> = (p) => p) {
  vi.mocked(simulateContract).mockImplementation((async (_config: Config, params: Record<string, unknown>) => ({
    request: change(params),
  })) as never);
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(writeContract).mockResolvedValue(HASH);
  vi.mocked(trackTransaction).mockResolvedValue({} as never);
});

describe('sendAuctionCall', () => {
  it.each<AuctionCall>([BID, { fn: 'withdraw' }, { fn: 'settle' }])(
    'asks the wallet for the simulated request when it is the previewed call ($fn)',
    async (call) => {
      simulates();
      await sendAuctionCall(CONFIG, CHAIN, ME, call, LABEL, auctionCallOf(CHAIN, call));
      expect(writeContract).toHaveBeenCalledTimes(1);
      const [, request] = vi.mocked(writeContract).mock.calls[0]!;
      expect(request).toMatchObject({ address: addressBook(CHAIN).featuredAuction, functionName: call.fn });
      expect(trackTransaction).toHaveBeenCalledWith(CONFIG, expect.objectContaining({ hash: HASH, kind: call.fn }));
    },
  );

  it.each([
    ['another token', (p: Record<string, unknown>) => ({ ...p, args: [OTHER] })],
    ['another value', (p: Record<string, unknown>) => ({ ...p, value: parseEther('5') })],
    ['another contract', (p: Record<string, unknown>) => ({ ...p, address: OTHER })],
    ['another function', (p: Record<string, unknown>) => ({ ...p, functionName: 'withdraw', args: [], value: 0n })],
  ])(
    'refuses a simulated request that is not the previewed call (%s): the wallet is never asked',
    async (_, change) => {
      simulates(change);
      await expect(sendAuctionCall(CONFIG, CHAIN, ME, BID, LABEL, auctionCallOf(CHAIN, BID))).rejects.toBeInstanceOf(
        NotPreviewedError,
      );
      expect(writeContract).not.toHaveBeenCalled();
    },
  );

  it('refuses a call other than the one previewed', async () => {
    simulates();
    const previewed = auctionCallOf(CHAIN, { ...BID, token: OTHER });
    await expect(sendAuctionCall(CONFIG, CHAIN, ME, BID, LABEL, previewed)).rejects.toThrow(
      'This is not the transaction you reviewed: review again.',
    );
    expect(writeContract).not.toHaveBeenCalled();
    expect(vi.mocked(simulateContract).mock.calls[0]![1]).toMatchObject({ abi: featuredAuctionAbi, args: [NEON] });
  });
});
