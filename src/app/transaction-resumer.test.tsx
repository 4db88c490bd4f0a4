import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TransactionReceipt } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import type { SettledTransaction } from '@/lib/transactions/track';
import { onTransactionSettled, resumeTransactions } from '@/lib/transactions/track';
import { createQueryClient } from './query-client';
import TransactionResumer from './transaction-resumer';

vi.mock('@/lib/transactions/track', () => ({ onTransactionSettled: vi.fn(), resumeTransactions: vi.fn() }));

const ALICE = '0x00000000000000000000000000000000000A11cE' as const;
const BOB = '0x0000000000000000000000000000000000000B0b' as const;
const CONFIG = {} as Config;

beforeEach(() => vi.clearAllMocks());

function renderResumer(address: typeof ALICE | typeof BOB) {
  const queryClient = createQueryClient({ retry: false });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const ui = (a: typeof address) => (
    <QueryClientProvider client={queryClient}>
      <TransactionResumer config={CONFIG} chainId={31337} address={a} />
    </QueryClientProvider>
  );
  const result = render(ui(address));
  return { invalidate, switchTo: (a: typeof address) => result.rerender(ui(a)) };
}

describe('TransactionResumer', () => {
  it('resumes the connected account’s pending transactions, and again after an account change', () => {
    const { switchTo } = renderResumer(ALICE);
    expect(resumeTransactions).toHaveBeenCalledWith(CONFIG, { chainId: 31337, account: ALICE });
    switchTo(BOB);
    expect(resumeTransactions).toHaveBeenLastCalledWith(CONFIG, { chainId: 31337, account: BOB });
    expect(resumeTransactions).toHaveBeenCalledTimes(2);
  });

  it('refreshes balances, quotes and token data when a transaction is mined', () => {
    const { invalidate } = renderResumer(ALICE);
    const listener = vi.mocked(onTransactionSettled).mock.calls[0]![0];
    const settled = { chainId: 31337, account: ALICE, entry: {} } as unknown as SettledTransaction;

    listener(settled);
    expect(invalidate).not.toHaveBeenCalled();

    listener({ ...settled, receipt: {} as TransactionReceipt });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['curve-trade'], ['swap'], ['token']]);
  });
});
