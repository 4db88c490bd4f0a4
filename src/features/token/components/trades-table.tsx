import type { PriceUpdate } from '@interface/tokens';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ProfileLink } from '@/components/ui/profile-link';
import { TableScroller } from '@/components/ui/table-scroller';
import { explorerLink } from '@/lib/explorer';
import { formatAge, formatAmount, formatPrice, formatSpokenPrice, shortAddress } from '@/lib/format';
import type { LiveMarketState } from '@/lib/live-market/live-market-source';
import { useNow } from '@/lib/use-now';
import type { JustConfirmedRow } from '../lib/just-confirmed';
import { useReaderPlace } from './use-reader-place';

/** Fixed widths: a new row's figures never widen a column and move the others. */
const COLUMNS = [
  { label: 'Side', className: 'w-16 px-4' },
  { label: 'ETH', className: 'w-24 px-2 text-right' },
  { label: 'Tokens', className: 'w-20 px-2 text-right' },
  { label: 'Price (ETH)', className: 'w-24 px-2 text-right' },
  { label: 'Trader', className: 'w-28 px-2' },
  { label: 'Time', className: 'w-28 px-2' },
  { label: 'Transaction', className: 'w-32 px-4' },
] as const;

/** A row's height (py-2 around a 20 px line, and its 1 px border): every row has it, so none is measured. */
const ROW_PX = 37;
/** The header row's height (h-8): the rows start below it inside the scroll box. */
const HEADER_PX = 32;
/** The box's height when full (max-h-[28rem]). */
const BOX_PX = 448;
/**
 * A box not laid out reads 0 px (the server's render of the first view, a test's DOM): it is taken at
 * its full height then, so that those show the newest rows rather than none.
 */
const observeBox: typeof observeElementRect = (instance, onRect) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height: BOX_PX }));
/** Rows kept beyond the box's edges: enough for a few trades that arrive above the reader. */
const OVERSCAN = 6;

interface TradesTableProps {
  trades: PriceUpdate[];
  /** Trades this page saw confirmed that the indexer has not served yet: shown first, marked. */
  justConfirmed?: readonly JustConfirmedRow[];
  /** The live market's state: new trades are pushed by new blocks while 'live'; 'paused' says why not. */
  live?: LiveMarketState;
  /** The newest trade sent from this page: its arrival brings the newest rows into view. */
  ownTrade?: { txHash: string; trader: string } | undefined;
}

/** One key per trade whichever copy shows it: the indexer's row takes the place of the page's own. */
const rowKey = (txHash: string, trader: string) => `${txHash.toLowerCase()}:${trader.toLowerCase()}`;

type Row = { key: string; confirmed: JustConfirmedRow } | { key: string; indexed: PriceUpdate };

/**
 * The newest trades (the service sends at most 50, the live market adds what it saw since), newest
 * first. Virtualized: only the rows in the box (plus a few) are in the DOM, so a busy token's page
 * stays inside its DOM budget; the table says how many rows it has (aria-rowcount). New trades never
 * move the rows someone reads (use-reader-place.ts): they wait above, counted on a button.
 */
export function TradesTable({ trades, justConfirmed = [], live, ownTrade }: TradesTableProps) {
  return (
    <section aria-labelledby="trades-title" data-live={live?.kind} className="rounded-xl border border-line bg-surface">
      <h2 id="trades-title" className="px-4 pt-4 font-semibold text-fg">
        Recent trades
      </h2>
      {live?.kind === 'paused' ? (
        <p role="status" className="px-4 pt-1 text-down text-xs">
          Live updates paused: {live.reason}
        </p>
      ) : null}
      {trades.length === 0 && justConfirmed.length === 0 ? (
        <EmptyState title="No trades yet" description="The first buy will show here." className="m-4" />
      ) : (
        <TradeRows trades={trades} justConfirmed={justConfirmed} ownTrade={ownTrade} />
      )}
    </section>
  );
}

function TradeRows({
  trades,
  justConfirmed,
  ownTrade,
}: Required<Pick<TradesTableProps, 'trades' | 'justConfirmed'>> & Pick<TradesTableProps, 'ownTrade'>) {
  // The clock ticks here, not in the page: only the rows on screen re-render every second.
  const now = useNow();
  const rows = useMemo<Row[]>(
    () => [
      ...justConfirmed.map((t) => ({ key: rowKey(t.txHash, t.trader), confirmed: t })),
      ...trades.map((t) => ({ key: rowKey(t.tx_hash, t.trader), indexed: t })),
    ],
    [trades, justConfirmed],
  );
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const ownKey = ownTrade && rowKey(ownTrade.txHash, ownTrade.trader);
  const { box, unseen, onScroll, showNewest } = useReaderPlace<HTMLElement>(keys, ROW_PX, ownKey);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: HEADER_PX,
    initialRect: { width: 0, height: BOX_PX },
    observeElementRect: observeBox,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const above = items[0] ? items[0].start - HEADER_PX : 0;
  const below = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - HEADER_PX) : 0;
  return (
    <div className="relative mt-2">
      <TableScroller
        ref={box}
        onScroll={onScroll}
        label="Trades table"
        className="max-h-[28rem] overflow-y-auto [overflow-anchor:none]"
      >
        <table
          aria-rowcount={rows.length + 1}
          className="w-full min-w-[43rem] table-fixed whitespace-nowrap text-left text-sm tabular-nums"
        >
          <thead className="sticky top-0 z-10 bg-surface text-muted text-xs">
            <tr className="h-8">
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className={`font-medium ${c.className}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Spacer height={above} />
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return 'confirmed' in row ? (
                <JustConfirmedTradeRow key={row.key} trade={row.confirmed} index={item.index} />
              ) : (
                <TradeRow key={row.key} trade={row.indexed} now={now} index={item.index} />
              );
            })}
            <Spacer height={below} />
          </tbody>
        </table>
      </TableScroller>
      {unseen > 0 ? (
        <button
          type="button"
          onClick={showNewest}
          // Held at its left edge, its text one node: a count that grows a digit moves nothing.
          className="absolute top-10 left-4 z-20 rounded-full bg-accent px-3 py-1 font-medium text-accent-fg text-xs shadow hover:bg-accent-strong"
        >
          {`↑ ${unseen === 1 ? '1 new trade' : `${unseen} new trades`}`}
        </button>
      ) : null}
    </div>
  );
}

/** The height of the rows left out above or below the box: nothing to read, nothing to focus. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer, not one of the table's rows
  return <tr aria-hidden="true" style={{ height }} />;
}

/** Memoized: a new trade renders its own row; the others re-render only on the clock's tick. */
const TradeRow = memo(function TradeRow({ trade, now, index }: { trade: PriceUpdate; now: number; index: number }) {
  const txHref = explorerLink('tx', trade.tx_hash);
  // Cells hold their text directly where they can: every node counts against the page's DOM budget.
  return (
    <tr aria-rowindex={index + 2} className="border-line border-t">
      <td className={`px-4 py-2 font-medium ${trade.side === 'buy' ? 'text-up' : 'text-down'}`}>
        {trade.side === 'buy' ? 'Buy' : 'Sell'}
      </td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.eth_amount)}</td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.token_amount)}</td>
      {/* The plain digits in the tooltip: a span for screen readers per row would cost a node a row. */}
      <td className="px-2 py-2 text-right" title={`${formatSpokenPrice(trade.price_eth)} ETH`}>
        {formatPrice(trade.price_eth)}
      </td>
      <td className="px-2 py-2 font-mono text-muted">
        <ProfileLink address={trade.trader}>{shortAddress(trade.trader)}</ProfileLink>
      </td>
      {/* The age as text with the exact time in the tooltip, as <Age> shows it, without its element;
          written a moment earlier by the server, it may read a second less until the next tick. */}
      <td className="px-2 py-2 text-muted" title={new Date(trade.timestamp).toUTCString()} suppressHydrationWarning>
        {formatAge(trade.timestamp, now)}
      </td>
      <td className="px-4 py-2 font-mono text-muted" title={trade.tx_hash}>
        <MaybeLink href={txHref}>{shortAddress(trade.tx_hash)}</MaybeLink>
      </td>
    </tr>
  );
});

/** A trade of this page's own, confirmed on chain a moment ago: the indexer's copy follows within seconds. */
function JustConfirmedTradeRow({ trade, index }: { trade: JustConfirmedRow; index: number }) {
  return (
    <tr aria-rowindex={index + 2} className="border-line border-t bg-accent/10" data-just-confirmed="true">
      <td className={`px-4 py-2 font-medium ${trade.side === 'buy' ? 'text-up' : 'text-down'}`}>
        {trade.side === 'buy' ? 'Buy' : 'Sell'}
      </td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.eth)}</td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.tokens)}</td>
      <td className="px-2 py-2 text-right" title={`${formatSpokenPrice(trade.price)} ETH`}>
        {formatPrice(trade.price)}
      </td>
      <td className="px-2 py-2 font-mono text-muted">
        <ProfileLink address={trade.trader}>{shortAddress(trade.trader)}</ProfileLink>
      </td>
      <td className="px-2 py-2 text-fg">Just confirmed</td>
      <td className="px-4 py-2 font-mono text-muted" title={trade.txHash}>
        <MaybeLink href={explorerLink('tx', trade.txHash)}>{shortAddress(trade.txHash)}</MaybeLink>
      </td>
    </tr>
  );
}

/** An explorer link when one is configured, else the bare text (no wrapper element). */
function MaybeLink({ href, children }: { href: string | undefined; children: string }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="hover:underline">
      {children}
    </a>
  ) : (
    children
  );
}
