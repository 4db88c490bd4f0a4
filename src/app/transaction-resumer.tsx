import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { tokenKeys } from '@/features/token/api/keys';
import { onTransactionSettled, resumeTransactions } from '@/lib/transactions/track';

/**
 * What a mined transaction makes stale, by key prefix: the token page's curve panel (balances,
 * quotes, the market), the swap page (balances, quotes, pairs) and the token data the indexer
 * serves. WHY here: src/lib cannot know the features' keys, and the app layer composes them.
 */
const STALE_AFTER_A_RECEIPT = [['curve-trade'], ['swap'], tokenKeys.all] as const;

interface TransactionResumerProps {
  config: Config;
  chainId: number;
  address: Address;
}

/**
 * Loaded with the wallet (never on first paint): follows again the connected account's transactions
 * left pending by a reload or an earlier visit, on start and on each account or chain change, and
 * refreshes the app's reads when any transaction is mined.
 */
export default function TransactionResumer({ config, chainId, address }: TransactionResumerProps) {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onTransactionSettled(({ receipt }) => {
        if (!receipt) return;
        for (const queryKey of STALE_AFTER_A_RECEIPT) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );

  useEffect(() => resumeTransactions(config, { chainId, account: address }), [config, chainId, address]);

  return null;
}
