import type { BatchToken, TokenDetail } from '@interface/tokens';
import type { ReactNode } from 'react';
import { PercentChange } from '@/components/ui/percent-change';
import { PriceText } from '@/components/ui/price-text';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatEth, formatPercent } from '@/lib/format';

interface MarketStatsProps {
  token: TokenDetail;
  /** The batch lookup's figures; undefined while loading, null when it failed or does not know the token. */
  metrics: BatchToken | null | undefined;
}

/**
 * The market at a glance. Price and market cap come with the token itself; windowed figures and
 * holders from the batch lookup, each shown as a placeholder until it arrives and a dash if it does not.
 */
export function MarketStats({ token, metrics }: MarketStatsProps) {
  const m = metrics ?? undefined;
  const pending = metrics === undefined;
  const figure = (value: number | undefined, render: (v: number) => ReactNode) =>
    value !== undefined ? render(value) : pending ? <Skeleton className="h-5 w-16" /> : '—';
  const txns = (buys: number | undefined, sells: number | undefined) =>
    buys !== undefined && sells !== undefined ? (
      <span className="tabular-nums">
        <span className="text-up">{formatCount(buys)}</span>
        <span className="text-muted"> / </span>
        <span className="text-down">{formatCount(sells)}</span>
      </span>
    ) : (
      figure(undefined, () => null)
    );

  return (
    <section aria-labelledby="market-title" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="market-title" className="font-semibold text-fg">
        Market
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Stat label="Price">
          <PriceText eth={token.price_eth} />
        </Stat>
        <Stat label="Market cap">{formatEth(token.market_cap)}</Stat>
        <Stat label="Holders">{figure(m?.total_holders, formatCount)}</Stat>
        <Stat label="Change 1h">
          {figure(m?.price_change_1h, (v) => (
            <PercentChange value={v} />
          ))}
        </Stat>
        <Stat label="Change 24h">
          {figure(m?.price_change_24h, (v) => (
            <PercentChange value={v} />
          ))}
        </Stat>
        <Stat label="Top 10 hold">{figure(m?.top_10_percentage, (v) => formatPercent(v))}</Stat>
        <Stat label="Volume 1h">{figure(m?.volume_1h, (v) => formatEth(v))}</Stat>
        <Stat label="Volume 24h">{figure(m?.volume_24h, (v) => formatEth(v))}</Stat>
        <Stat label="Creator holds">{figure(m?.dev_holding_percentage, (v) => formatPercent(v))}</Stat>
        <Stat label="Buys / sells 1h">{txns(m?.txns_1h_buys, m?.txns_1h_sells)}</Stat>
        <Stat label="Buys / sells 24h">{txns(m?.txns_24h_buys, m?.txns_24h_sells)}</Stat>
      </dl>
      {metrics === null ? (
        <p role="status" className="mt-3 text-muted text-xs">
          The 1h and 24h figures and holders are unavailable right now; they come back on their own.
        </p>
      ) : null}
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="min-h-5 truncate font-medium text-fg tabular-nums">{children}</dd>
    </div>
  );
}
