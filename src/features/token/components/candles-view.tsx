/**
 * The candles' figure with its table toggle, and the newest trades' candles shown until the chain's
 * history is in. In the route's own chunk (not the history reader's): the chart's Suspense fallback
 * draws the same preview as the server's page, so whichever renders first, nothing below moves.
 */
import type { TokenDetail } from '@interface/tokens';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CandleInterval, CandleSeries } from '../lib/candles';
import { describeCandles } from '../lib/candles-caption';
import { previewCandles } from '../lib/preview-candles';
import { CandleSketch } from './candle-sketch';
import { CandleTable } from './candle-table';
import { ChartFigure, ChartLoading } from './chart-box';

/** The candles' figure, a note under it, and their table behind a toggle. */
export function Candles({
  series,
  caption,
  note = null,
  children,
}: {
  series: CandleSeries;
  caption: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const captionId = useId();
  const tableId = useId();
  return (
    <>
      <ChartFigure caption={caption} captionId={captionId}>
        {children}
      </ChartFigure>
      {note}
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide the table' : 'Show as table'}
      </Button>
      <div id={tableId}>{showTable ? <CandleTable series={series} /> : null}</div>
    </>
  );
}

/**
 * Until the chain's history is read: the candles of the newest trades the launch service sent with
 * the token (lib/preview-candles), saying so and what is being read; the loading box without any.
 */
export function PreviewCandles({
  token,
  interval,
  reading,
}: {
  token: TokenDetail;
  interval: CandleInterval;
  reading: string;
}) {
  const preview = useMemo(() => previewCandles(token.price_updates, interval), [token.price_updates, interval]);
  if (preview.candles.length === 0) return <ChartLoading note={reading} />;
  return (
    <Candles
      series={preview}
      caption={`${describeCandles(preview, token.ticker)} Only the newest trades, as the launch service lists them: the whole history is being read from the chain.`}
    >
      <CandleSketch series={preview} />
      <p
        role="status"
        className="absolute top-2 left-2 max-w-[calc(100%-5rem)] rounded bg-surface/80 px-2 py-0.5 text-muted text-xs"
      >
        Newest trades · {reading}
      </p>
    </Candles>
  );
}
