import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import type { ProfileData } from '../api/use-profile';
import { ethText, resultTone, signedEthText, usdText } from '../lib/figures';
import type { HoldingsSummary } from '../lib/holdings';
import { HoldingsTable } from './holdings-table';
import { LookupProblems } from './lookup-problems';
import { Pager, pageOf } from './pager';
import { PnlExplainer } from './pnl-explainer';

/** What the address holds now, valued, with totals at the top and how the results are counted. */
export function HoldingsPanel({ profile }: { profile: ProfileData }) {
  const { summary, error, retry, retrying, lookup } = profile;
  return (
    <section aria-labelledby="holdings-title" className="relative flex flex-col gap-4">
      <h2 id="holdings-title" className="font-semibold text-fg text-lg">
        Holdings
      </h2>
      <SlowNotice active={!error && summary === undefined} what="the holdings" />
      {error && !summary ? (
        <ErrorState title="The holdings could not be read" error={error} onRetry={retry} retrying={retrying} />
      ) : !summary ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : summary.rows.length === 0 ? (
        <EmptyState
          title="No tokens held"
          description="This address holds none of the tokens launched here. Tokens it buys will show here."
        />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-4">
            <Total label="Value now" value={ethText(summary.totalWei)} detail={usdText(summary.totalUsd)} />
            <Total
              label="Result"
              value={signedEthText(summary.totalResult)}
              tone={resultTone(summary.totalResult)}
              detail="realised + unrealised"
            />
            <Total label="Paid" value={ethText(summary.totalPaid)} detail="in buys" />
            <Total label="Received" value={ethText(summary.totalReceived)} detail="from sells" />
          </dl>
          {summary.unpriced > 0 ? (
            <p className="text-muted text-sm">
              {summary.unpriced === 1 ? 'One token has' : `${summary.unpriced} tokens have`} no price from the service
              yet: left out of the totals.
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-down text-sm">
              The latest refresh failed; the figures are from the last one that worked.
            </p>
          ) : null}
          <LookupProblems lookup={lookup} />
          <PagedHoldings rows={summary.rows} />
        </>
      )}
      <PnlExplainer />
    </section>
  );
}

/** Holdings on screen a page at a time: a long-time trader may hold hundreds of tokens. */
const HOLDINGS_PAGE_SIZE = 25;

function PagedHoldings({ rows }: { rows: HoldingsSummary['rows'] }) {
  const [page, setPage] = useState(1);
  const { pages, current, items } = pageOf(rows, page, HOLDINGS_PAGE_SIZE);
  return (
    <>
      <HoldingsTable rows={items} />
      <Pager
        label="Holdings pages"
        page={current}
        pages={pages}
        onChange={setPage}
        previous="Larger holdings"
        next="Smaller holdings"
      />
    </>
  );
}

function Total({
  label,
  value,
  detail,
  tone = 'text-fg',
}: {
  label: string;
  value: string;
  detail: string;
  tone?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className={`font-mono font-semibold tabular-nums ${tone}`}>{value}</dd>
      <dd className="text-muted text-xs">{detail}</dd>
    </div>
  );
}
