import type { Address } from 'viem';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import { formatEth, formatPercent } from '@/lib/format';
import { useLaunched } from '../api/use-launched';
import { LookupProblems } from './lookup-problems';
import { TokenCell } from './token-cell';

/** The tokens this address launched, newest first, with their curve progress and market cap. */
export function LaunchedPanel({ address }: { address: Address }) {
  const { launched, lookup, layerError } = useLaunched(address);
  const error = layerError ?? launched.error;
  const infos = lookup.data?.tokens;
  return (
    <section aria-labelledby="launched-title" className="relative flex flex-col gap-4">
      <h2 id="launched-title" className="font-semibold text-fg text-lg">
        Launched tokens
      </h2>
      <SlowNotice active={!error && !launched.data} what="the launched tokens" />
      {error && !launched.data ? (
        <ErrorState
          title="The launched tokens could not be read"
          error={error}
          onRetry={() => void launched.refetch()}
          retrying={launched.isFetching}
        />
      ) : !launched.data ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : launched.data.length === 0 ? (
        <EmptyState title="No tokens launched" description="This address has not launched a token here." />
      ) : (
        <>
          {lookup.isError && !lookup.data ? (
            <p role="alert" className="text-down text-sm">
              The launch service did not answer: progress and market caps are missing.{' '}
              <button type="button" className="text-accent underline" onClick={() => void lookup.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          <LookupProblems lookup={lookup.data} />
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
            {launched.data.map((l) => {
              const info = infos?.get(l.token);
              return (
                <li key={l.token} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <TokenCell token={l.token} info={info} />
                  </div>
                  {info ? (
                    <>
                      <div className="flex w-40 flex-col gap-1">
                        <span className="text-muted text-xs">
                          {info.is_graduated ? 'Graduated' : `Curve ${formatPercent(info.funding_progress * 100)}`}
                        </span>
                        <ProgressBar value={info.funding_progress} label={`${info.ticker} curve progress`} />
                      </div>
                      <div className="flex flex-col text-right">
                        <span className="text-muted text-xs">Market cap</span>
                        <span className="font-mono text-fg tabular-nums">{formatEth(info.market_cap)}</span>
                      </div>
                    </>
                  ) : lookup.data?.notFound.has(l.token.toLowerCase()) ? (
                    <span className="text-muted text-xs">Not listed by the launch service yet</span>
                  ) : lookup.isFetching ? (
                    <Skeleton className="h-8 w-40" />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
