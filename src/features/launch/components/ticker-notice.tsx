import { useEffect, useState } from 'react';
import { LookalikeWarning } from '@/components/ui/lookalike-warning';
import { useTickerInUse } from '../api/ticker-in-use';

/**
 * Beside the ticker: the look-alike warning when the name or ticker imitates a known token, and a
 * warning when other tokens already carry the ticker. Neither blocks the launch: tickers are not
 * unique, and traders tell tokens apart by address.
 */
export function TickerNotice({ name, ticker }: { name: string; ticker: string }) {
  const settled = useSettled(ticker);
  const inUse = useTickerInUse(settled);
  // Until the typing settles, the answer is about another ticker: nothing is said about it.
  const count = settled === ticker ? (inUse.data?.count ?? 0) : 0;
  if (inUse.isError && settled === ticker) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <LookalikeWarning name={name} ticker={ticker} />
        <span className="text-muted">Could not check whether another token uses this ticker.</span>
      </span>
    );
  }
  if (count === 0) return <LookalikeWarning name={name} ticker={ticker} />;
  const others = `${inUse.data?.atLeast ? 'at least ' : ''}${count} ${count === 1 ? 'token already uses' : 'tokens already use'}`;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <LookalikeWarning name={name} ticker={ticker} />
      <span
        role="status"
        data-testid="ticker-in-use-warning"
        className="inline-flex items-center gap-1 rounded-md border border-warn/40 bg-warn/10 px-1.5 py-0.5 font-medium text-warn text-xs"
      >
        <span aria-hidden="true">⚠</span>
        {`Look-alike: ${others} $${ticker}. You can still launch; traders will tell them apart by address.`}
      </span>
    </span>
  );
}

/** Asks the service once the ticker has stayed the same for a moment, not at every key. */
const SETTLE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
