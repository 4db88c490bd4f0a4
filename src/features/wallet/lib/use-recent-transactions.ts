import { useCallback, useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import {
  isTransactionsKey,
  recentTransactions,
  subscribeToTransactions,
  type TransactionEntry,
} from '@/lib/transactions/track';

/**
 * The account's recent transactions on that chain, newest first, kept current: as this tab's
 * tracker writes them, and as another tab's do (the window's `storage` event).
 */
export function useRecentTransactions(chainId: number, account: Address): readonly TransactionEntry[] {
  const subscribe = useCallback((changed: () => void) => {
    const fromOtherTabs = (event: StorageEvent) => {
      if (isTransactionsKey(event.key)) changed();
    };
    window.addEventListener('storage', fromOtherTabs);
    const stop = subscribeToTransactions(changed);
    return () => {
      window.removeEventListener('storage', fromOtherTabs);
      stop();
    };
  }, []);
  const read = useCallback(() => recentTransactions({ chainId, account }), [chainId, account]);
  return useSyncExternalStore(subscribe, read, read);
}
