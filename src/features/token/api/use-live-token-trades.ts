/**
 * The token's trades pushed by new blocks (src/lib/live-market) since the page opened, newest first:
 * the trades table shows them at once, above the service's rows, and the chart's last candle takes
 * them. The service's own copy follows: a new block with this token's trades invalidates its detail
 * and metrics once (never more than once a block, and a read under way is left to finish), so the
 * 5-second poll is not waited for and no storm of refetches follows a busy block.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWallet } from '@/features/wallet/wallet-state';
import { type LiveTrades, useLiveTrades } from '@/lib/live-market/use-live-market';
import { tokenKeys } from './keys';

export function useLiveTokenTrades(address: string): LiveTrades {
  const { config } = useWallet();
  const live = useLiveTrades(config, address);
  const { trades } = live;
  const queryClient = useQueryClient();
  const invalidatedAt = useRef<bigint>(-1n);
  const newest = trades[0]?.blockNumber;
  useEffect(() => {
    if (newest === undefined || newest <= invalidatedAt.current) return;
    invalidatedAt.current = newest;
    for (const queryKey of [tokenKeys.detail(address), tokenKeys.metrics(address)]) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
  }, [newest, address, queryClient]);
  return live;
}
