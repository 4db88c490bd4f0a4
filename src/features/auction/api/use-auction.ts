/**
 * The auction page's reads: the contract's live state at the latest block (again on every new block
 * while the tab is visible, and every 12 s beside it), the settled days, and the send of a bid, a
 * withdrawal or a settlement, after which every read of the page is asked again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { useRefreshOnNewBlock } from '@/lib/use-refresh-on-new-block';
import { describeAuctionFailure } from '../lib/auction-failure';
import { type AuctionCall, type AuctionLabel, readAuction, readSettledDays, sendAuctionCall } from './auction-chain';
import { auctionKeys } from './auction-keys';

const REFRESH_MS = 12_000;
/** Past days shown: two weeks. */
const HISTORY_DAYS = 14;

export function useAuctionState(config: Config | undefined, account: Address | undefined) {
  return useQuery({
    queryKey: auctionKeys.state(account),
    queryFn: () => readAuction(config!, env.chainId, account),
    enabled: config !== undefined,
    // No placeholder from the previous key: it would show another account's owed ETH as this one's.
    refetchInterval: REFRESH_MS,
  });
}

export function useSettledDays(config: Config | undefined) {
  return useQuery({
    queryKey: auctionKeys.settled(),
    queryFn: () => readSettledDays(config!, env.chainId, HISTORY_DAYS),
    enabled: config !== undefined,
  });
}

/** Every new block may carry a bid, a withdrawal or a settlement: the contract's reads are asked again. */
export function useRefreshAuctionOnNewBlock(config: Config | undefined): void {
  useRefreshOnNewBlock(config, env.chainId, [auctionKeys.chain()]);
}

export interface AuctionSend {
  wallet: { config: Config; account: Address };
  call: AuctionCall;
  label: AuctionLabel;
}

/**
 * Sends a bid, a withdrawal or a settlement (simulated, then the wallet, then followed to its
 * receipt), says a failure in the trader's words (none for a refusal in the wallet), and refreshes the
 * page's reads (chain and service) whatever came of it.
 */
export function useAuctionSend() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ wallet, call, label }: AuctionSend) =>
      sendAuctionCall(wallet.config, env.chainId, wallet.account, call, label),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
  const { error, variables } = mutation;
  return {
    send: mutation.mutate,
    isPending: mutation.isPending,
    /** Forgets the last failure (a new send does too); a send on its way is left alone. */
    clearFailure: () => {
      if (mutation.isError) mutation.reset();
    },
    failure: error && variables ? describeAuctionFailure(error, variables.call.fn) : null,
  };
}
