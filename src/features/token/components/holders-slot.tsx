import type { BatchToken, TokenDetail } from '@interface/tokens';
import { lazy, Suspense } from 'react';
import { useWallet } from '@/features/wallet/wallet-state';
import { HoldersPlaceholder } from './holders-placeholder';

// Its own chunk, asked for once the Holders tab is open and the wallet layer (and its chain client)
// has loaded: the holders are a chain read, never on the page's first paint.
const HoldersSection = lazy(() => import('./holders-section').then((m) => ({ default: m.HoldersSection })));

interface HoldersSlotProps {
  token: TokenDetail;
  /** The batch lookup's figures, to check the chain's count against. */
  service: BatchToken | null | undefined;
}

export function HoldersSlot({ token, service }: HoldersSlotProps) {
  const { config, status } = useWallet();
  if (!config) {
    return (
      <HoldersPlaceholder
        holders={service?.total_holders}
        note={
          status === 'failed'
            ? 'The connection to the chain could not load, so the holders cannot be read. Reload the page to try again.'
            : 'Reading the holders from the chain…'
        }
      />
    );
  }
  return (
    <Suspense
      fallback={<HoldersPlaceholder note="Reading the holders from the chain…" holders={service?.total_holders} />}
    >
      <HoldersSection config={config} token={token} service={service} />
    </Suspense>
  );
}
