/**
 * Where the home page's live strip goes: a box of fixed height, on the page from its first paint, so
 * that the strip arriving later moves nothing (CLS). The strip itself, with the live market source and
 * the chain's decoding, is loaded only once the wallet layer (and its chain client) is ready: it costs
 * the first paint nothing.
 */
import { lazy, Suspense } from 'react';
import { useWallet } from '@/features/wallet/wallet-state';
import type { KnownToken } from '../api/use-token-tickers';

const LiveStrip = lazy(() => import('./live-strip').then((m) => ({ default: m.LiveStrip })));

export function LiveStripSlot({ knownTokens }: { knownTokens: readonly KnownToken[] }) {
  const { status, config } = useWallet();
  const waiting = (
    <p className="truncate text-muted text-sm">
      {status === 'failed'
        ? 'Live updates unavailable: the chain connection did not load.'
        : 'Connecting to the chain…'}
    </p>
  );
  return (
    <section
      aria-labelledby="live-strip-title"
      className="flex h-12 min-w-0 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface px-3"
    >
      <h2 id="live-strip-title" className="flex shrink-0 items-center gap-1.5 font-semibold text-fg text-sm">
        <span aria-hidden="true" className="size-2 rounded-full bg-up" />
        {/* On a phone the dot says it: the room goes to the item. Screen readers still hear "Live". */}
        <span className="max-sm:sr-only">Live</span>
      </h2>
      {config ? (
        <Suspense fallback={waiting}>
          <LiveStrip config={config} knownTokens={knownTokens} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
