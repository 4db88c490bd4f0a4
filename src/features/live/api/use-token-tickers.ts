/**
 * Tickers for the tokens the live strip names. Most are known already: the page's own token list
 * (the launch service's data in the query cache, passed in) and the launches the strip itself saw.
 * The others are looked up together, once each: one batch lookup (src/lib/batch-lookup.ts) after
 * `DEBOUNCE_MS` of quiet, so a burst of trades in unknown tokens costs one request, not one each.
 */
import { useEffect, useRef, useState } from 'react';
import { batchLookup } from '@/lib/batch-lookup';

export const DEBOUNCE_MS = 300;

export interface KnownToken {
  address: string;
  ticker: string;
}

/** Lower-case address → ticker, for every address in `wanted` that has one yet. */
export function useTokenTickers(wanted: readonly string[], known: readonly KnownToken[]): ReadonlyMap<string, string> {
  const [looked, setLooked] = useState<ReadonlyMap<string, string>>(new Map());
  /** Asked for already (answered or not): never asked again. */
  const asked = useRef(new Set<string>());
  const tickers = new Map(looked);
  for (const t of known) tickers.set(t.address.toLowerCase(), t.ticker);

  const missing = wanted.filter((a) => !tickers.has(a) && !asked.current.has(a));
  const key = [...new Set(missing)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const addresses = key.split(',');
      for (const a of addresses) asked.current.add(a);
      batchLookup(addresses, { includeMetrics: false, includeHolders: false, signal: controller.signal }).then(
        (result) =>
          setLooked((current) => {
            const next = new Map(current);
            for (const [address, token] of result.tokens) next.set(address, token.ticker);
            return next;
          }),
        // Unknown stays unknown: the strip shows the short address, and the page goes on.
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return tickers;
}
