import type { PriceUpdate } from '@interface/tokens';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTrade } from '../test/fixtures';
import { TradesTable } from './trades-table';
import { rowsAddedAbove } from './use-reader-place';

/** A busy token's table: the service's 50 trades, one a second. */
const fifty = () => Array.from({ length: 50 }, (_, i) => makeTrade(i + 1));
/** A trade that lands now: its own transaction, in a block after the table's. */
const landed = (n: number) => makeTrade(0, { tx_hash: `0x${`f${n}`.padStart(64, '0')}`, block_number: 1000 + n });

/** IntersectionObserver as the page would report it: whether the table's box is on screen. */
let onScreen = false;
beforeEach(() => {
  onScreen = false;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe() {
        this.report([{ isIntersecting: onScreen } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const table = () => screen.getByRole('table');
const box = () => screen.getByRole('region', { name: 'Trades table' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const hashes = () => rows().map((row) => row.lastElementChild?.getAttribute('title'));

describe('the trades table of a busy token', () => {
  it('keeps only the rows in its box (and a few) in the DOM, and says how many it has', () => {
    render(<TradesTable trades={fifty()} />);
    // 448 px of 37 px rows, and six either side: the page's DOM budget holds whatever the count.
    expect(rows().length).toBeLessThanOrEqual(20);
    expect(table()).toHaveAttribute('aria-rowcount', '51');
    expect(rows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(hashes()[0]).toBe(makeTrade(1).tx_hash);
  });

  it('on screen, new trades do not move the rows being read: they wait above, counted, until asked for', async () => {
    onScreen = true;
    const { rerender } = render(<TradesTable trades={fifty()} />);
    const shown = rows()[0];
    // Two trades land: the box scrolls by their two rows in the same frame, so nothing on screen moves.
    rerender(<TradesTable trades={[landed(2), landed(1), ...fifty()].slice(0, 50)} />);
    expect(box().scrollTop).toBe(2 * 37);
    expect(rows()).toContain(shown);
    const waiting = screen.getByRole('button', { name: '↑ 2 new trades' });
    expect(table()).toHaveAttribute('aria-rowcount', '51');

    await userEvent.click(waiting);
    expect(box().scrollTop).toBe(0);
    expect(screen.queryByRole('button', { name: /new trade/ })).not.toBeInTheDocument();
  });

  it('scrolled down, the rows being read keep their place even off screen', () => {
    const { rerender } = render(<TradesTable trades={fifty()} />);
    box().scrollTop = 10 * 37;
    act(() => void box().dispatchEvent(new Event('scroll')));
    rerender(<TradesTable trades={[landed(1), ...fifty()].slice(0, 50)} />);
    expect(box().scrollTop).toBe(11 * 37);
    expect(screen.getByRole('button', { name: '↑ 1 new trade' })).toBeInTheDocument();
  });

  it('off screen and at the top, the newest simply come in first', () => {
    const { rerender } = render(<TradesTable trades={fifty()} />);
    rerender(<TradesTable trades={[landed(1), ...fifty()].slice(0, 50)} />);
    expect(box().scrollTop).toBe(0);
    expect(hashes()[0]).toBe(landed(1).tx_hash);
    expect(screen.queryByRole('button', { name: /new trade/ })).not.toBeInTheDocument();
  });

  it('the page’s own trade brings the newest into view', () => {
    onScreen = true;
    const trades: PriceUpdate[] = fifty();
    const { rerender } = render(<TradesTable trades={trades} />);
    rerender(<TradesTable trades={[landed(2), ...trades].slice(0, 50)} />);
    expect(box().scrollTop).toBe(37);
    const own = landed(1);
    rerender(
      <TradesTable
        trades={[own, landed(2), ...trades].slice(0, 50)}
        ownTrade={{ txHash: own.tx_hash, trader: own.trader }}
      />,
    );
    expect(box().scrollTop).toBe(0);
    expect(screen.queryByRole('button', { name: /new trade/ })).not.toBeInTheDocument();
  });
});

describe('rowsAddedAbove', () => {
  it('counts the rows before the one that was first; a replaced or unchanged first moves nothing', () => {
    expect(rowsAddedAbove('a', ['c', 'b', 'a'])).toBe(2);
    expect(rowsAddedAbove('a', ['a', 'b'])).toBe(0);
    expect(rowsAddedAbove('a', ['x', 'y'])).toBe(0);
    expect(rowsAddedAbove(undefined, ['x'])).toBe(0);
  });
});
