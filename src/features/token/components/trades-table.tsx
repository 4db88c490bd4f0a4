import type { PriceUpdate } from '@interface/tokens';
import { Age } from '@/components/ui/age';
import { EmptyState } from '@/components/ui/empty-state';
import { ProfileLink } from '@/components/ui/profile-link';
import { TableScroller } from '@/components/ui/table-scroller';
import { explorerLink } from '@/lib/explorer';
import { formatAmount, formatPrice, formatSpokenPrice, shortAddress } from '@/lib/format';
import type { LiveMarketState } from '@/lib/live-market/live-market-source';
import { useNow } from '@/lib/use-now';
import type { JustConfirmedRow } from '../lib/just-confirmed';

const COLUMNS = [
  { label: 'Side', className: 'px-4' },
  { label: 'ETH', className: 'px-2 text-right' },
  { label: 'Tokens', className: 'px-2 text-right' },
  { label: 'Price (ETH)', className: 'px-2 text-right' },
  { label: 'Trader', className: 'px-2' },
  { label: 'Time', className: 'px-2' },
  { label: 'Transaction', className: 'px-4' },
] as const;

interface TradesTableProps {
  trades: PriceUpdate[];
  /** Trades this page saw confirmed that the indexer has not served yet: shown first, marked. */
  justConfirmed?: readonly JustConfirmedRow[];
  /** The live market's state: new trades are pushed by new blocks while 'live'; 'paused' says why not. */
  live?: LiveMarketState;
}

/** One key per trade whichever copy shows it: the indexer's row takes the place of the page's own. */
const rowKey = (txHash: string, trader: string) => `${txHash.toLowerCase()}:${trader.toLowerCase()}`;

/**
 * The newest trades (the service sends at most 50), newest first. A plain table, not virtualized:
 * 50 rows stay well inside the page's DOM budget, and a table reads best with a screen reader.
 */
export function TradesTable({ trades, justConfirmed = [], live }: TradesTableProps) {
  // The clock ticks here, not in the page: only what shows an age re-renders every second.
  const now = useNow();
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
        <TableScroller label="Trades table" className="mt-2 max-h-[28rem] overflow-y-auto">
          <table className="w-full min-w-[36rem] whitespace-nowrap text-left text-sm tabular-nums">
            <thead className="sticky top-0 bg-surface text-muted text-xs">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className={`py-2 font-medium ${c.className}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {justConfirmed.map((t) => (
                <JustConfirmedTradeRow key={rowKey(t.txHash, t.trader)} trade={t} />
              ))}
              {trades.map((t) => (
                <TradeRow key={rowKey(t.tx_hash, t.trader)} trade={t} now={now} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}

function TradeRow({ trade, now }: { trade: PriceUpdate; now: number }) {
  const txHref = explorerLink('tx', trade.tx_hash);
  // Cells hold their text directly where they can: 50 rows of spans would eat the page's DOM budget.
  return (
    <tr className="border-line border-t">
      <td className={`px-4 py-2 font-medium ${trade.side === 'buy' ? 'text-up' : 'text-down'}`}>
        {trade.side === 'buy' ? 'Buy' : 'Sell'}
      </td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.eth_amount)}</td>
      <td className="px-2 py-2 text-right">{formatAmount(trade.token_amount)}</td>
      {/* The plain digits in the tooltip: a span for screen readers per row would cost 100 DOM nodes. */}
      <td className="px-2 py-2 text-right" title={`${formatSpokenPrice(trade.price_eth)} ETH`}>
        {formatPrice(trade.price_eth)}
      </td>
      <td className="px-2 py-2 font-mono text-muted">
        <ProfileLink address={trade.trader}>{shortAddress(trade.trader)}</ProfileLink>
      </td>
      <td className="px-2 py-2 text-muted">
        <Age at={trade.timestamp} now={now} />
      </td>
      <td className="px-4 py-2 font-mono text-muted" title={trade.tx_hash}>
        <MaybeLink href={txHref}>{shortAddress(trade.tx_hash)}</MaybeLink>
      </td>
    </tr>
  );
}

/** A trade of this page's own, confirmed on chain a moment ago: the indexer's copy follows within seconds. */
function JustConfirmedTradeRow({ trade }: { trade: JustConfirmedRow }) {
  return (
    <tr className="border-line border-t bg-accent/10" data-just-confirmed="true">
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
