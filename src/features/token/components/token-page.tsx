import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-error';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { withoutReordering } from '@/lib/lookalike';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSameTicker } from '../api/get-same-ticker';
import { useToken } from '../api/get-token';
import { useTokenMetrics } from '../api/get-token-metrics';
import { useLiveTokenTrades } from '../api/use-live-token-trades';
import { type CandleInterval, defaultInterval } from '../lib/candles';
import { justConfirmedRows, pendingTrades } from '../lib/just-confirmed';
import { CurveProgress } from './curve-progress';
import { HoldersSlot } from './holders-slot';
import { MarketStats } from './market-stats';
import { PriceChart } from './price-chart';
import { StaleNotice } from './stale-notice';
import { TokenHeader } from './token-header';
import { TokenMissingPage } from './token-missing-page';
import { TokenPageSkeleton } from './token-page-skeleton';
import { TradesAndHolders } from './trades-and-holders';
import { TradesTable } from './trades-table';

/** One token: who it is, its market, its curve, its trades and its chat, all refreshing on their own. */
interface TokenPageProps {
  address: string;
  /** The token's chat, composed by the route: features do not reach into each other. */
  chat: ReactNode;
  /** The trade panel, composed by the route likewise. */
  trade?: (token: { ticker: string; graduated: boolean }) => ReactNode;
  /** Trades confirmed from this page (the trade panel's), shown until the indexer serves them. */
  confirmedTrades?: readonly ConfirmedTrade[];
  /** The chart's candle interval from the URL; none: chosen by the token's age. */
  chartInterval?: CandleInterval | undefined;
  onChartIntervalChange?: (interval: CandleInterval) => void;
}

export function TokenPage({
  address,
  chat,
  trade,
  confirmedTrades = [],
  chartInterval,
  onChartIntervalChange = () => undefined,
}: TokenPageProps) {
  const token = useToken(address);
  const metrics = useTokenMetrics(address);
  const sameTicker = useSameTicker(token.data?.ticker ?? '', address);
  const live = useLiveTokenTrades(address);
  const data = token.data;

  useDocumentTitle(data ? `${withoutReordering(data.name)} ($${withoutReordering(data.ticker)})` : undefined);

  if (!data) {
    if (token.isPending) return <TokenPageSkeleton />;
    if (isApiError(token.error) && token.error.isNotFound)
      return <TokenMissingPage address={address} reason="unknown" />;
    return (
      <>
        <h1 className="sr-only">Token {address}</h1>
        <ErrorState
          title="This token could not be loaded"
          error={token.error}
          onRetry={() => void token.refetch()}
          retrying={token.isFetching}
        />
      </>
    );
  }

  // Graduated as soon as either lookup says so: the token lookup refreshes three times as often, and a
  // fully funded curve graduates (the same rule the services use).
  const graduated = metrics.data?.is_graduated === true || data.funding_progress >= 1;
  return (
    <div className="flex flex-col gap-6">
      <TokenHeader
        token={data}
        graduated={graduated}
        sameTicker={sameTicker}
        change24h={metrics.data?.price_change_24h}
      />
      {token.isRefetchError ? <StaleNotice updatedAt={token.dataUpdatedAt} error={token.error} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          {trade?.({ ticker: data.ticker, graduated })}
          <CurveProgress fundingProgress={data.funding_progress} graduated={graduated} ticker={data.ticker} />
          <MarketStats token={data} metrics={metrics.isError ? null : metrics.data} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="chart-title" className="rounded-xl border border-line bg-surface p-4">
            <h2 id="chart-title" className="font-semibold text-fg">
              Price
            </h2>
            <PriceChart
              token={data}
              interval={chartInterval ?? defaultInterval(Date.parse(data.created_at) / 1000, Date.now() / 1000)}
              onIntervalChange={onChartIntervalChange}
              liveTrades={live.trades}
            />
          </section>
          <TradesAndHolders
            trades={
              <TradesTable
                trades={data.price_updates}
                live={live.state}
                ownTrade={confirmedTrades[0]}
                justConfirmed={justConfirmedRows(
                  address,
                  data.price_updates,
                  pendingTrades(confirmedTrades, live.trades),
                )}
              />
            }
            holders={<HoldersSlot token={data} service={metrics.isError ? null : metrics.data} />}
          />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">{chat}</div>
      </div>
    </div>
  );
}
