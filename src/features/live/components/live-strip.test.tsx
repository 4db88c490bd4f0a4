import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { type Address, type Hash, pad, parseEther, toHex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { batchLookup } from '@/lib/batch-lookup';
import type { LiveMarketState } from '@/lib/live-market/live-market-source';
import { type LiveMarketItem, useLiveMarket } from '@/lib/live-market/use-live-market';
import { DEBOUNCE_MS } from '../api/use-token-tickers';
import { ANNOUNCE_EVERY_MS } from '../lib/announcement';
import { LiveStrip } from './live-strip';

vi.mock('@/lib/live-market/use-live-market', () => ({ useLiveMarket: vi.fn() }));
vi.mock('@/lib/batch-lookup', () => ({ batchLookup: vi.fn() }));

const KNOWN = '0x00000000000000000000000000000000000000aa' as Address;
const UNKNOWN = '0x00000000000000000000000000000000000000bb' as Address;
const TRADER = '0xabcdef0000000000000000000000000000001234' as Address;
let n = 0;

function tradeItem(token: Address, side: 'buy' | 'sell' = 'buy', eth = '0.05'): LiveMarketItem {
  n += 1;
  const txHash = pad(toHex(n), { size: 32 }) as Hash;
  return {
    kind: 'trade',
    key: `${txHash}:0`,
    trade: {
      token,
      market: 'curve',
      side,
      trader: TRADER,
      ethAmount: parseEther(eth),
      tokenAmount: parseEther('1000'),
      priceEth: 0.00005,
      blockNumber: BigInt(100 + n),
      logIndex: 0,
      txHash,
      timestamp: 1_700_000_000,
    },
  };
}

function launchItem(token: Address, symbol: string): LiveMarketItem {
  n += 1;
  const txHash = pad(toHex(n), { size: 32 }) as Hash;
  return {
    kind: 'launch',
    key: `${txHash}:0`,
    launch: {
      token,
      creator: TRADER,
      name: symbol,
      symbol,
      blockNumber: BigInt(100 + n),
      logIndex: 0,
      txHash,
      timestamp: 1,
    },
  };
}

let market: { items: LiveMarketItem[]; state: LiveMarketState };
const watchers = new Set<() => void>();
const watchMarket = (listener: () => void) => {
  watchers.add(listener);
  return () => watchers.delete(listener);
};
beforeEach(() => {
  market = { items: [], state: { kind: 'live' } };
  // The hook as the strip sees it: a value that changes as the source reports.
  vi.mocked(useLiveMarket).mockImplementation(() => useSyncExternalStore(watchMarket, () => market));
  vi.mocked(batchLookup).mockResolvedValue({ tokens: new Map(), notFound: new Set(), errors: new Map() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderStrip() {
  const rootRoute = createRootRoute({
    component: () => <LiveStrip config={{} as Config} knownTokens={[{ address: KNOWN, ticker: 'OTTER' }]} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    update: async (next: Partial<typeof market>) => {
      market = { ...market, ...next };
      await act(async () => {
        for (const listener of watchers) listener();
      });
    },
  };
}

const items = () => screen.queryAllByTestId('live-item');

describe('the live strip', () => {
  it('says it waits for the chain, then for the first item', async () => {
    market.state = { kind: 'starting' };
    const view = renderStrip();
    expect(await screen.findByText('Connecting to the chain…')).toBeInTheDocument();
    await view.update({ state: { kind: 'live' } });
    expect(await screen.findByText('Waiting for the next launch or trade…')).toBeInTheDocument();
    expect(items()).toHaveLength(0);
  });

  it('shows each trade and launch once, as a sentence with links, newest first', async () => {
    const first = tradeItem(KNOWN, 'buy', '0.05');
    market.items = [first];
    const view = renderStrip();
    const [only] = await screen.findAllByTestId('live-item');
    expect(only).toHaveTextContent('0xabcd…1234 bought 0.05 ETH of $OTTER');
    expect(within(only!).getByRole('link', { name: '$OTTER' })).toHaveAttribute('href', `/token/${KNOWN}`);
    expect(within(only!).getByRole('link', { name: '0xabcd…1234' })).toHaveAttribute('href', `/profile/${TRADER}`);

    const launched = launchItem(UNKNOWN, 'NEWT');
    await view.update({ items: [launched, first] });
    const after = items();
    expect(after).toHaveLength(2);
    expect(after[0]).toHaveTextContent('New: $NEWT by 0xabcd…1234');
    expect(after[1]).toHaveTextContent('0xabcd…1234 bought 0.05 ETH of $OTTER');
    // The new item is a new element in the first slot; the earlier one's slot kept its element.
    expect(after[0]).not.toBe(only);
    // Rendering again with the same items changes nothing: each item is shown once.
    await view.update({ items: [launched, first] });
    expect(items()).toHaveLength(2);
    expect(screen.getAllByText('$NEWT')).toHaveLength(1);
  });

  it('animates only where motion is welcome: every motion class is motion-safe', async () => {
    market.items = [tradeItem(KNOWN)];
    renderStrip();
    const [item] = await screen.findAllByTestId('live-item');
    const classes = item!.className.split(/\s+/);
    const motion = classes.filter((c) => /transition|duration|starting:|animate|translate|opacity/.test(c));
    expect(motion.length).toBeGreaterThan(0);
    expect(motion.every((c) => c.startsWith('motion-safe:'))).toBe(true);
  });

  it('says why live updates are paused, keeping what it showed', async () => {
    market.items = [tradeItem(KNOWN)];
    market.state = { kind: 'paused', reason: 'HTTP request failed' };
    renderStrip();
    // Shown, and told once through the polite status.
    expect(await screen.findAllByText('Live updates paused: HTTP request failed')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Live updates paused: HTTP request failed');
    expect(items()).toHaveLength(1);
  });

  it('looks up unknown tokens once, together, after a quiet moment', async () => {
    vi.useFakeTimers();
    vi.mocked(batchLookup).mockResolvedValue({
      tokens: new Map([[UNKNOWN, { ticker: 'BEE' } as never]]),
      notFound: new Set(),
      errors: new Map(),
    });
    market.items = [tradeItem(UNKNOWN), tradeItem(KNOWN)];
    const view = renderStrip();
    await act(() => vi.advanceTimersByTimeAsync(10));
    await view.update({ items: [tradeItem(UNKNOWN), ...market.items] });
    expect(batchLookup).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(batchLookup).toHaveBeenCalledTimes(1);
    expect(vi.mocked(batchLookup).mock.calls[0]![0]).toEqual([UNKNOWN]);
    expect(screen.getAllByText('$BEE')).toHaveLength(2);
    await view.update({ items: [tradeItem(UNKNOWN), ...market.items] });
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2));
    expect(batchLookup).toHaveBeenCalledTimes(1);
  });

  it('announces a summary politely, at most once every 15 seconds, not every trade', async () => {
    vi.useFakeTimers();
    market.items = [tradeItem(KNOWN)];
    const view = renderStrip();
    await act(() => vi.advanceTimersByTimeAsync(10));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Live market: 1 new trade');
    await view.update({ items: [tradeItem(KNOWN), launchItem(UNKNOWN, 'X'), ...market.items] });
    await view.update({ items: [tradeItem(KNOWN), ...market.items] });
    expect(status).toHaveTextContent('Live market: 1 new trade');
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_EVERY_MS));
    expect(status).toHaveTextContent('Live market: 1 new launch, 2 new trades');
  });
});
