import type { BatchToken } from '@interface/tokens';
import { formatEther } from 'viem';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TokenLink } from '@/components/ui/token-link';
import { shortAddress } from '@/lib/format';
import { LogReadError } from '@/lib/log-pages';
import { withoutReordering } from '@/lib/lookalike';
import type { SettledDay } from '../api/auction-chain';
import { dayDate } from '../lib/auction-clock';

interface AuctionHistoryProps {
  days: SettledDay[] | undefined;
  loading: boolean;
  /** Why the first page could not be read; older pages' failures are `older.error`. */
  error: unknown;
  onRetry: () => void;
  names: ReadonlyMap<string, BatchToken> | undefined;
  older: OlderDays;
}

/** Older settled days, read on demand: the history is paged by ranges of blocks. */
interface OlderDays {
  /** Some blocks below the loaded days are still unread. */
  more: boolean;
  loading: boolean;
  error: unknown;
  load: () => void;
}

/** The RPC's refusal in its own words when the log reader recognised it (rate limit, timeout…). */
const why = (error: unknown) => (error instanceof LogReadError ? ` ${error.message}` : '');

/** Past days' winners, newest first, as the contract's settlements record them. */
export function AuctionHistory({ days, loading, error, onRetry, names, older }: AuctionHistoryProps) {
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="font-semibold text-fg">
        Past days
      </h2>
      {error && !days ? (
        <p role="alert" className="text-down text-sm">
          The past days could not be read from the chain.{why(error)}{' '}
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
      {days && older.error ? (
        <p role="alert" className="text-down text-sm">
          The older days could not be read from the chain.{why(older.error)}
        </p>
      ) : null}
      {days && older.more ? (
        <Button variant="secondary" className="self-start" onClick={older.load} busy={older.loading}>
          {older.error ? 'Try the older days again' : 'Load older days'}
        </Button>
      ) : null}
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
