import { useState } from 'react';
import { Age } from '@/components/ui/age';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import { TableScroller } from '@/components/ui/table-scroller';
import type { BatchLookup } from '@/lib/batch-lookup';
import { explorerLink } from '@/lib/explorer';
import { shortAddress } from '@/lib/format';
import { formatUnitsCompact } from '@/lib/format-units';
import { useNow } from '@/lib/use-now';
import { useBlockTimes } from '../api/use-block-times';
import type { ProfileData } from '../api/use-profile';
import { ethText } from '../lib/figures';
import type { ProfileTrade } from '../lib/trades';
import { Pager, pageOf } from './pager';
import { TokenCell } from './token-cell';

const ACTIVITY_PAGE_SIZE = 20;

/** The address's trades across tokens, newest first, a page at a time. */
export function ActivityPanel({ profile }: { profile: ProfileData }) {
  const { trades, error, retry, retrying, lookup } = profile;
  const [page, setPage] = useState(1);
  const { pages, current, items: shown } = pageOf(trades ?? [], page, ACTIVITY_PAGE_SIZE);
  return (
    <section aria-labelledby="activity-title" className="relative flex flex-col gap-4">
      <h2 id="activity-title" className="font-semibold text-fg text-lg">
        Activity
      </h2>
      <SlowNotice active={!error && trades === undefined} what="the trades" />
      {error && !trades ? (
        <ErrorState title="The trades could not be read" error={error} onRetry={retry} retrying={retrying} />
      ) : !trades ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : trades.length === 0 ? (
        <EmptyState title="No trades yet" description="This address has not bought or sold a token here." />
      ) : (
        <>
          <ActivityTable trades={shown} infos={lookup?.tokens} />
          <Pager label="Activity pages" page={current} pages={pages} onChange={setPage} previous="Newer" next="Older" />
        </>
      )}
    </section>
  );
}

function ActivityTable({
  trades,
  infos,
}: {
  trades: readonly ProfileTrade[];
  infos: BatchLookup['tokens'] | undefined;
}) {
  const times = useBlockTimes(trades.map((t) => t.blockNumber));
  const now = useNow();
  return (
    <TableScroller label="Activity table" className="rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] whitespace-nowrap text-left text-sm tabular-nums">
        <thead className="text-muted text-xs">
          <tr>
            {['Side', 'Token', 'Tokens', 'ETH', 'Market', 'Time', 'Transaction'].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trades.map((t) => {
            const time = times.data?.get(String(t.blockNumber));
            const tx = explorerLink('tx', t.txHash);
            return (
              <tr key={`${t.txHash}:${t.logIndex}`} className="border-line border-t">
                <td className={`px-3 py-2 font-medium ${t.side === 'buy' ? 'text-up' : 'text-down'}`}>
                  {t.side === 'buy' ? 'Buy' : 'Sell'}
                </td>
                <td className="px-3 py-2">
                  <TokenCell token={t.token} info={infos?.get(t.token)} />
                </td>
                <td className="px-3 py-2 font-mono">{formatUnitsCompact(t.tokens)}</td>
                <td className="px-3 py-2 font-mono">{ethText(t.eth)}</td>
                <td className="px-3 py-2 text-muted">{t.market === 'curve' ? 'Curve' : 'Pair'}</td>
                <td className="px-3 py-2 text-muted">
                  {time === undefined ? (
                    `Block ${t.blockNumber}`
                  ) : (
                    <Age at={new Date(time).toISOString()} now={now} suffix=" ago" />
                  )}
                </td>
                <td className="px-3 py-2">
                  {tx ? (
                    <a href={tx} target="_blank" rel="noopener noreferrer" className="font-mono text-accent underline">
                      {shortAddress(t.txHash)}
                    </a>
                  ) : (
                    <span className="font-mono text-muted" title={t.txHash}>
                      {shortAddress(t.txHash)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
