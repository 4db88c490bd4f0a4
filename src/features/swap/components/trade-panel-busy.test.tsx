import { LAUNCH_CURVE, quoteBuy } from '@interface/market/curve';
import { screen, waitFor } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithWallet } from '@/test/render-with-wallet';
import { readBalances, readCurveMarket, readCurveQuote } from '../api/curve-chain';
import { TradePanel } from './trade-panel';

vi.mock('../api/curve-chain', () => ({
  readCurveMarket: vi.fn(),
  readCurveQuote: vi.fn(),
  readBalances: vi.fn(),
  sendCurveTrade: vi.fn(),
}));
vi.mock('wagmi/actions', () => ({
  getBlock: vi.fn(),
  watchBlockNumber: vi.fn(() => () => {}),
  estimateGas: vi.fn(),
  estimateFeesPerGas: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const TOKEN = '0x00000000000000000000000000000000000c0ffe' as const;
const TRADER = '0x00000000000000000000000000000000000a11ce' as const;
const onTraded = () => {};

describe('typing an amount on a busy token’s page', () => {
  it('shows each key at once and asks for its quote after, never sendable before the quote caught up', async () => {
    vi.mocked(readCurveMarket).mockResolvedValue({ ...LAUNCH_CURVE, graduated: false });
    vi.mocked(readBalances).mockResolvedValue({ eth: parseEther('10'), tokens: 0n });
    vi.mocked(readCurveQuote).mockImplementation(async (_c, _id, _t, _kind, amount) => {
      const { tokensOut, fee, refund } = quoteBuy(LAUNCH_CURVE, amount);
      return { block: 7n, spot: { ...LAUNCH_CURVE, graduated: false }, quote: { kind: 'buy', tokensOut, fee, refund } };
    });
    renderWithWallet(<TradePanel token={TOKEN} ticker="TICK" graduated={false} onTraded={onTraded} />, {
      account: TRADER,
    });
    const field = await screen.findByLabelText('Amount in ETH');
    await screen.findByRole('button', { name: 'Enter an amount' });

    // The key as the browser dispatches it, outside act(): what the key's own task does, and no more.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      // Testing Library's fireEvent runs inside act(), which would do the deferred work at once.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '0.01');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(field).toHaveValue('0.01');
      // The quote's query and its request wait for the key's task to end.
      expect(readCurveQuote).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Getting a quote…' })).toBeDisabled();
      await waitFor(() => expect(readCurveQuote).toHaveBeenCalled());
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(vi.mocked(readCurveQuote).mock.calls.at(-1)![4]).toBe(parseEther('0.01'));
    expect(await screen.findByRole('button', { name: 'Buy TICK' })).toBeEnabled();
  });
});
