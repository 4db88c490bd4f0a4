/**
 * Quotes and balances follow the chain (issue 11, "Quote freshness"): on every new block while the tab
 * is visible they are asked again, beside their 12 s interval. The block number is watched only while
 * the tab is visible, and not at all before the wallet layer (and its client) is loaded.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Config } from 'wagmi';
import { swapKeys } from './swap-keys';

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function useTabVisible(): boolean {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const update = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export function useRefreshOnNewBlock(config: Config | undefined, chainId: number): void {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  useEffect(() => {
    if (!config || !visible) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let last: bigint | undefined;
    void import('wagmi/actions').then(({ watchBlockNumber }) => {
      if (cancelled) return;
      stop = watchBlockNumber(config, {
        chainId,
        onBlockNumber: (block) => {
          // The first answer is the block already seen: only a new one refreshes.
          if (last !== undefined && block > last) {
            void queryClient.invalidateQueries({ queryKey: swapKeys.quotes() });
            void queryClient.invalidateQueries({ queryKey: swapKeys.balances() });
          }
          last = block;
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [config, chainId, visible, queryClient]);
}
