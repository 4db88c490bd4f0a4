/**
 * Reads that follow the chain (quotes, balances, an auction's state) are asked again on every new
 * block while the tab is visible, beside their own intervals. The block number is watched only while
 * the tab is visible, and not at all before the wallet layer (and its client) is loaded.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Config } from 'wagmi';
import { useTabVisible } from './tab-visibility';

export function useRefreshOnNewBlock(
  config: Config | undefined,
  chainId: number,
  queryKeys: readonly QueryKey[],
): void {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  // The latest keys without watching the chain anew at every render (callers pass a fresh array).
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
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
            // A read still under way is left to finish (cancelRefetch: false): cancelled at every
            // block, a read slower than the chain's blocks would never finish at all.
            for (const queryKey of keys.current) {
              void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
            }
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
