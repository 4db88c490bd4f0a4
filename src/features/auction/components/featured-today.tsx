import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TokenLink } from '@/components/ui/token-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { formatEth } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { useFeatured } from '../api/auction-service';

/** Today's featured token: yesterday's auction's winner, as the launch service indexes it. */
export function FeaturedToday() {
  const featured = useFeatured();
  return (
    <section
      aria-labelledby="today-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-surface p-4"
    >
      <h2 id="today-title" className="font-semibold text-accent text-xs uppercase tracking-wider">
        Featured today
      </h2>
      {featured.isPending ? (
        <div aria-hidden="true" className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      ) : featured.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-muted text-sm">
          <p>Today’s featured token could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void featured.refetch()}>
            Try again
          </Button>
        </div>
      ) : featured.data === null ? (
        <p className="text-muted text-sm">No featured token today: nobody won yesterday’s auction.</p>
      ) : (
        <div className="flex min-w-0 items-center gap-3">
          <TokenLogo src={featured.data.image_url} ticker={featured.data.ticker} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-fg text-lg">
              <TokenLink address={featured.data.address} className="hover:underline">
                {withoutReordering(featured.data.name)}
              </TokenLink>
            </p>
            <p className="truncate text-muted text-sm">
              <span dir="auto">${withoutReordering(featured.data.ticker)}</span> · {formatEth(featured.data.market_cap)}{' '}
              market cap
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
