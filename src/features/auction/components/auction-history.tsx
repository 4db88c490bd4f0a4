import type { BatchToken } from '@interface/tokens';
import { formatEther } from 'viem';
import { Skeleton } from '@/components/ui/skeleton';
import { TokenLink } from '@/components/ui/token-link';
import { shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import type { SettledDay } from '../api/auction-chain';
import { dayDate } from '../lib/auction-clock';

interface AuctionHistoryProps {
  days: SettledDay[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  names: ReadonlyMap<string, BatchToken> | undefined;
}

/** Past days' winners, newest first, as the contract's settlements record them. */
export function AuctionHistory({ days, loading, error, onRetry, names }: AuctionHistoryProps) {
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="font-semibold text-fg">
        Past days
      </h2>
      {error ? (
        <p role="alert" className="text-down text-sm">
          The past days could not be read from the chain.{' '}
          <button type="button" className="text-accent underline" onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : loading || !days ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : days.length === 0 ? (
        <p className="text-muted text-sm">No auction has been settled yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {days.map((d) => (
            <li key={d.txHash} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <span className="w-24 shrink-0 text-muted tabular-nums">{dayDate(d.day)}</span>
              <span className="min-w-0 flex-1 truncate">
                {d.token ? (
                  <Winner token={d.token} named={names?.get(d.token.toLowerCase())} />
                ) : (
                  'No bids: nothing featured'
                )}
              </span>
              {d.winner ? (
                <span className="shrink-0 text-muted">
                  <span className="font-mono" title={d.winner}>
                    {shortAddress(d.winner)}
                  </span>
                  {` · ${formatEther(d.amount)} ETH`}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Winner({ token, named }: { token: string; named: BatchToken | undefined }) {
  return (
    <TokenLink address={token} className="text-accent underline underline-offset-2">
      {named ? `${withoutReordering(named.name)} ($${withoutReordering(named.ticker)})` : shortAddress(token)}
    </TokenLink>
  );
}
