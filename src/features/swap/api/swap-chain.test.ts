import { parseEther } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import * as actions from 'wagmi/actions';
import { addressBook } from '@/lib/address-book';
import { trackTransaction } from '@/lib/transactions/track';
import { RefusedSwap } from './router-swap';
import { sendWrap } from './swap-chain';
import { wrapCall } from './wrap-call';

vi.mock('wagmi/actions', () => ({ call: vi.fn(), sendTransaction: vi.fn() }));
vi.mock('@/lib/transactions/track', () => ({ trackTransaction: vi.fn() }));

const config = {} as Config;
const ACCOUNT = '0x00000000000000000000000000000000000a11ce' as const;
const WETH = addressBook(31337).weth;
const HASH = `0x${'ab'.repeat(32)}` as const;
const order = (kind: 'wrap' | 'unwrap', amount: bigint, previewed = wrapCall(kind, amount, WETH)) => ({
  chainId: 31337,
  account: ACCOUNT,
  kind,
  amount,
  title: 'Wrap',
  previewed,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(actions.call).mockResolvedValue({ data: undefined });
  vi.mocked(actions.sendTransaction).mockResolvedValue(HASH);
  vi.mocked(trackTransaction).mockResolvedValue({ status: 'success' } as never);
});

describe('sendWrap', () => {
  it('simulates and sends exactly the WETH9 call the review previewed', async () => {
    await sendWrap(config, order('unwrap', parseEther('0.5')));
    const previewed = wrapCall('unwrap', parseEther('0.5'), WETH);
    expect(vi.mocked(actions.call).mock.calls[0]![1]).toMatchObject({ ...previewed, blockTag: 'latest' });
    expect(vi.mocked(actions.sendTransaction).mock.calls[0]![1]).toMatchObject({ account: ACCOUNT, ...previewed });
  });

  it('refuses, before the wallet, a wrap that is not the one previewed', async () => {
    const other = wrapCall('wrap', parseEther('5'), WETH);
    await expect(sendWrap(config, order('wrap', parseEther('0.5'), other))).rejects.toThrow(RefusedSwap);
    await expect(
      sendWrap(config, order('unwrap', parseEther('0.5'), wrapCall('wrap', parseEther('0.5'), WETH))),
    ).rejects.toThrow(/not the unwrap you reviewed/);
    expect(actions.call).not.toHaveBeenCalled();
    expect(actions.sendTransaction).not.toHaveBeenCalled();
  });
});
