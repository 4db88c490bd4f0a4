import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { watchBlockNumber } from 'wagmi/actions';
import { useRefreshOnNewBlock } from './use-refresh-on-new-block';

vi.mock('wagmi/actions', () => ({ watchBlockNumber: vi.fn() }));
const CONFIG = {} as Config;

/** The chain's new blocks, as watchBlockNumber reports them to whoever watches. */
function blocks() {
  let report: ((block: bigint) => void) | undefined;
  vi.mocked(watchBlockNumber).mockImplementation((_config, { onBlockNumber }) => {
    report = (block) => onBlockNumber(block, undefined);
    return () => {};
  });
  return { mine: (block: bigint) => act(() => report?.(block)), watching: () => report !== undefined };
}

describe('useRefreshOnNewBlock', () => {
  it('asks again on each new block, but never restarts a read still under way', async () => {
    const chain = blocks();
    const answers: ((value: number) => void)[] = [];
    const queryFn = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useRefreshOnNewBlock(CONFIG, 31337, [['quote']]);
        return useQuery({ queryKey: ['quote'], queryFn });
      },
      { wrapper },
    );
    await waitFor(() => expect(chain.watching()).toBe(true));
    await act(async () => answers[0]!(1));
    await waitFor(() => expect(result.current.data).toBe(1));

    // The first report is the block already seen; the next asks again.
    await chain.mine(10n);
    await chain.mine(11n);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    // Two more blocks while that read is slow: it is left to finish, not started over at each.
    await chain.mine(12n);
    await chain.mine(13n);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!(2));
    await waitFor(() => expect(result.current.data).toBe(2));

    // Once it has answered, the next block asks again.
    await chain.mine(14n);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3));
  });
});
