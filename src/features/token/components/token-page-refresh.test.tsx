import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { stubApi } from '../test/api-stub';
import { makeBatchToken, makeTokenDetail, TOKEN_ADDRESS } from '../test/fixtures';

// No canvas in happy-dom: the chart's drawing half is replaced; its caption and states stay real.
vi.mock('./price-chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));

/** The route's trade panel, replaced by one that counts its renders. */
const panel = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@/features/swap/components/trade-panel', () => ({
  TradePanel: ({ ticker, graduated }: { ticker: string; graduated: boolean }) => {
    panel.renders += 1;
    return <p>{`Trading ${ticker}${graduated ? ' on its pair' : ''}`}</p>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  panel.renders = 0;
});

/**
 * WHY it matters: in a page the server rendered, the panel's boundary keeps the server's nodes until
 * the panel's code has loaded, and a new prop reaching it before then makes React drop them and
 * render the panel anew (fallback first), with whatever the trader had typed in it. The page's data
 * refreshes every few seconds and at each trade, so it must not reach the panel unless the panel's
 * own inputs (ticker, graduation) change.
 */
describe('token page refreshes and the trade panel', () => {
  it('does not render the panel again when the token’s data refreshes', async () => {
    let description = 'The most based otter on the chain.';
    stubApi({
      '/api/token': () => makeTokenDetail({ description }),
      '/api/tokens/batch': () => ({ tokens: [makeBatchToken()], notFound: [], errors: [] }),
      '/api/chat': () => [],
    });
    const { queryClient } = renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByText('Trading OTTER')).toBeInTheDocument();
    expect(await screen.findByText(description)).toBeInTheDocument();
    const rendersBefore = panel.renders;

    // The page reads the token again (as after a trade), and shows what changed.
    description = 'Still the most based otter.';
    await queryClient.refetchQueries({ queryKey: ['token'] });
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(panel.renders).toBe(rendersBefore);
  });

  it('still tells the panel when the token graduates', async () => {
    let graduated = false;
    stubApi({
      '/api/token': () => makeTokenDetail({ funding_progress: graduated ? 1 : 0.375 }),
      '/api/tokens/batch': () => ({
        tokens: [makeBatchToken({ is_graduated: graduated, funding_progress: graduated ? 1 : 0.375 })],
        notFound: [],
        errors: [],
      }),
      '/api/chat': () => [],
    });
    const { queryClient } = renderRoute(`/token/${TOKEN_ADDRESS}`);
    expect(await screen.findByText('Trading OTTER')).toBeInTheDocument();
    graduated = true;
    await queryClient.refetchQueries({ queryKey: ['token'] });
    expect(await screen.findByText('Trading OTTER on its pair')).toBeInTheDocument();
  });
});
