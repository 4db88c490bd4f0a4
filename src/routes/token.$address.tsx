import { z } from '@interface/zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import type { Address } from 'viem';
import { Skeleton } from '@/components/ui/skeleton';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { tokenQueryOptions } from '@/features/token/api/get-token';
import { tokenMetricsQueryOptions } from '@/features/token/api/get-token-metrics';
import { tokenKeys } from '@/features/token/api/keys';
import { TokenMissingPage } from '@/features/token/components/token-missing-page';
import { TokenPage } from '@/features/token/components/token-page';
import { CANDLE_INTERVALS, type CandleInterval } from '@/features/token/lib/candle-intervals';
import { parseTokenAddress } from '@/features/token/lib/token-address';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { neededToHydrate } from '@/lib/hydration-code';

// Its own chunk: the token page paints without the trading code, which arrives right after.
const loadTradePanel = () => import('@/features/swap/components/trade-panel');
const TradePanel = lazy(() => loadTradePanel().then((module) => ({ default: module.TradePanel })));

/**
 * The chart's history read from the chain, started with the page (its chunk, its first reads and the
 * candles' drawing code) rather than once the chart has rendered after hydration: the candles are
 * what a trader opens the page for. A link's preload (hover) loads the code only, no chain reads.
 * Never on the server, which renders the chart's loading state.
 */
function startChart(queryClient: QueryClient, address: string, preload: boolean) {
  if (import.meta.env.SSR) return;
  const ignore = () => undefined;
  const history = import('@/features/token/api/use-price-history');
  void import('@/features/token/components/price-history-chart').catch(ignore);
  void import('@/features/token/components/candle-chart-canvas').catch(ignore);
  if (preload) return void history.catch(ignore);
  Promise.all([queryClient.ensureQueryData(tokenQueryOptions(address)), history])
    .then(([token, { prefetchPriceHistory }]) => prefetchPriceHistory(queryClient, token))
    .catch(ignore);
}

/** More than a person trades before the indexer catches up: older ones are long served by it. */
const MAX_CONFIRMED_TRADES = 20;

/** `?interval=1h`: the chart's candles. Anything else is dropped quietly: the chart picks its default. */
const tokenSearchSchema = z.object({ interval: z.catch(z.optional(z.enum(CANDLE_INTERVALS)), undefined) });

export const Route = createFileRoute('/token/$address')({
  validateSearch: tokenSearchSchema,
  loader: ({ context: { queryClient }, params, preload }) => {
    const address = parseTokenAddress(params.address);
    if (!address) return;
    // Started, not awaited: the page shows its skeleton at once, and hovering a link preloads it.
    const ignore = () => undefined;
    queryClient.ensureQueryData(tokenQueryOptions(address)).catch(ignore);
    queryClient.ensureQueryData(tokenMetricsQueryOptions(address)).catch(ignore);
    // A page the server rendered has the panel in it: the browser takes it over once the panel's code is here.
    neededToHydrate(loadTradePanel());
    startChart(queryClient, address, preload);
  },
  component: TokenRoute,
});

function TokenRoute() {
  const { address: raw } = Route.useParams();
  const { interval } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const queryClient = useQueryClient();
  // The panel's confirmed trades, handed to the page's table (each feature sees only its side).
  const [confirmedTrades, setConfirmedTrades] = useState<readonly ConfirmedTrade[]>([]);
  // A confirmed trade shows on the page at once, then the indexer's copy (within a second or so) replaces it.
  const onTraded = useCallback(
    (confirmed: ConfirmedTrade) => {
      setConfirmedTrades((list) => [confirmed, ...list].slice(0, MAX_CONFIRMED_TRADES));
      void queryClient.invalidateQueries({ queryKey: tokenKeys.all });
    },
    [queryClient],
  );
  const address = parseTokenAddress(raw);
  if (!address) return <TokenMissingPage address={raw} reason="malformed" />;
  // Keyed: another token is another page, with its own state (a half-typed chat message stays behind).
  return (
    <TokenPage
      key={address}
      address={address}
      chat={<ChatPanel tokenAddress={address} />}
      confirmedTrades={confirmedTrades}
      chartInterval={interval}
      // Replaced, not pushed: Back leaves the page rather than stepping through intervals.
      onChartIntervalChange={(next: CandleInterval) =>
        void navigate({ search: (prev) => ({ ...prev, interval: next }), replace: true, resetScroll: false })
      }
      trade={({ ticker, graduated }) => (
        <TradeSlot token={address as Address} ticker={ticker} graduated={graduated} onTraded={onTraded} />
      )}
    />
  );
}

interface TradeSlotProps {
  token: Address;
  ticker: string;
  graduated: boolean;
  onTraded: (confirmed: ConfirmedTrade) => void;
}

/**
 * The panel behind its boundary, rendered again only when what it is given changes, never because the
 * page's data refreshed (every few seconds, and at each trade). WHY: in a page the server rendered,
 * the boundary keeps the server's nodes until the panel's code has loaded, and new props reaching it
 * before then make React drop those nodes and render the panel anew, fallback first: what the trader
 * had typed, and the focus, went with them.
 */
const TradeSlot = memo(function TradeSlot({ token, ticker, graduated, onTraded }: TradeSlotProps) {
  return (
    <Suspense fallback={<Skeleton className="h-80 rounded-xl" />}>
      <TradePanel token={token} ticker={ticker} graduated={graduated} onTraded={onTraded} />
    </Suspense>
  );
});
