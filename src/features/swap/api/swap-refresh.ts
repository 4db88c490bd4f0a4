/** Quotes and balances follow the chain (issue 11, "Quote freshness"): asked again on every new block. */
import type { Config } from 'wagmi';
import { useRefreshOnNewBlock } from '@/lib/use-refresh-on-new-block';
import { swapKeys } from './swap-keys';

export function useRefreshSwapOnNewBlock(config: Config | undefined, chainId: number): void {
  useRefreshOnNewBlock(config, chainId, [swapKeys.quotes(), swapKeys.balances()]);
}
