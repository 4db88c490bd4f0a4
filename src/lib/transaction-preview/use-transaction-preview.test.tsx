import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { watchBlockNumber } from 'wagmi/actions';
import { type PreviewRequest, type PreviewResult, runPreview } from './run-preview';
import { ME, STRANGER } from './test-logs';
import { previewAllowsSend, useTransactionPreview } from './use-transaction-preview';

vi.mock('wagmi/actions', () => ({ watchBlockNumber: vi.fn() }));
// The simulation itself is simulate-preview.ts's and the e2e specs' to cover.
vi.mock('./run-preview', () => ({ runPreview: vi.fn() }));

const request = (data: `0x${string}`): PreviewRequest => ({
  config: {} as Config,
  chainId: 31337,
  account: ME,
  calls: [{ to: STRANGER, data, value: 0n }],
  chosen: [],
});
const WITHDRAW = request('0x3ccfd60b');
const ready = (block: bigint): PreviewResult => ({ status: 'ready', block, lines: [] });
const blocked = (block: bigint): PreviewResult => ({ status: 'blocked', block, lines: [], reason: 'Not yours.' });

/** The chain's new blocks, as watchBlockNumber reports them to whoever watches. */
function blocks() {
  let report: ((block: bigint) => void) | undefined;
  vi.mocked(watchBlockNumber).mockImplementation((_config, { onBlockNumber }) => {
    report = (block) => onBlockNumber(block, undefined);
    return () => {
      report = undefined;
    };
  });
  return { mine: (block: bigint) => act(() => report?.(block)), watching: () => report !== undefined };
}

/** runPreview's answers, one per run, given when the test says. */
function runs() {
  const answers: ((result: PreviewResult) => void)[] = [];
  vi.mocked(runPreview).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  return {
    count: () => answers.length,
    answer: (index: number, result: PreviewResult) => act(async () => answers[index]!(result)),
  };
}

function renderPreview(initial: PreviewRequest, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook((props) => useTransactionPreview(props), { wrapper, initialProps: initial }) };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('useTransactionPreview', () => {
  it('simulates the same calls again at each new block: the last verdict stays sendable meanwhile, then the new one replaces it', async () => {
    const chain = blocks();
    const run = runs();
    const { result } = renderPreview(WITHDRAW);
    await waitFor(() => expect(run.count()).toBe(1));
    await run.answer(0, ready(10n));
    await waitFor(() => expect(result.current).toEqual(ready(10n)));
    await waitFor(() => expect(chain.watching()).toBe(true));

    // The watch's first answer is the block already simulated: nothing to do.
    await chain.mine(10n);
    expect(run.count()).toBe(1);
    // A new block: the same calls again, while block 10's verdict stays on screen and sendable.
    await chain.mine(11n);
    await waitFor(() => expect(run.count()).toBe(2));
    expect(result.current).toEqual(ready(10n));
    expect(previewAllowsSend(result.current)).toBe(true);
    // Block 11's verdict replaces it.
    await run.answer(1, blocked(11n));
    await waitFor(() => expect(result.current).toEqual(blocked(11n)));
    expect(previewAllowsSend(result.current)).toBe(false);
  });

  it('lets a slow run finish, then runs again when blocks came meanwhile', async () => {
    const chain = blocks();
    const run = runs();
    renderPreview(WITHDRAW);
    await waitFor(() => expect(chain.watching()).toBe(true));
    await waitFor(() => expect(run.count()).toBe(1));
    await chain.mine(10n);
    // The simulation answered for block 9, older than the latest: asked again.
    await run.answer(0, ready(9n));
    await waitFor(() => expect(run.count()).toBe(2));
    // Blocks while that run is slow: it is left to finish, not started over at each.
    await chain.mine(11n);
    await chain.mine(12n);
    expect(run.count()).toBe(2);
    await run.answer(1, ready(10n));
    await waitFor(() => expect(run.count()).toBe(3));
    await run.answer(2, ready(12n));
    await chain.mine(12n);
    expect(run.count()).toBe(3);
  });

  it('starts a review opened again from the latest block, never from the verdict it showed before', async () => {
    blocks();
    const run = runs();
    const first = renderPreview(WITHDRAW);
    await waitFor(() => expect(run.count()).toBe(1));
    await run.answer(0, ready(10n));
    await waitFor(() => expect(first.result.current).toEqual(ready(10n)));
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    const again = renderPreview(WITHDRAW, first.client);
    expect(again.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(run.count()).toBe(2));
    await run.answer(1, blocked(12n));
    await waitFor(() => expect(again.result.current).toEqual(blocked(12n)));
    again.unmount();

    // Opened again at once, before the cache lets go: the old verdict runs again, never sendable meanwhile.
    const atOnce = renderPreview(WITHDRAW, first.client);
    expect(atOnce.result.current).toMatchObject({ ...blocked(12n), stale: true });
    await waitFor(() => expect(run.count()).toBe(3));
    expect(previewAllowsSend(atOnce.result.current)).toBe(false);
    await run.answer(2, ready(13n));
    await waitFor(() => expect(atOnce.result.current).toEqual(ready(13n)));
  });

  it('shows other calls’ preview as stale, never sendable, while the new calls’ one runs', async () => {
    blocks();
    const run = runs();
    const { result, rerender } = renderPreview(WITHDRAW);
    await waitFor(() => expect(run.count()).toBe(1));
    await run.answer(0, ready(10n));
    await waitFor(() => expect(result.current).toEqual(ready(10n)));
    rerender(request('0x11da60b4'));
    await waitFor(() => expect(run.count()).toBe(2));
    expect(result.current).toEqual({ ...ready(10n), stale: true });
    expect(previewAllowsSend(result.current)).toBe(false);
    await run.answer(1, ready(10n));
    await waitFor(() => expect(previewAllowsSend(result.current)).toBe(true));
  });
});
