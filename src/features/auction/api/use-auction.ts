/**
 * The auction page's reads: the contract's live state at the latest block (again on every new block
 * while the tab is visible, and every 12 s beside it), the settled days, and the send of a bid, a
 * withdrawal or a settlement, after which every read of the page is asked again.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { LogCursor } from '@/lib/log-pages';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { useRefreshOnNewBlock } from '@/lib/use-refresh-on-new-block';
import { describeAuctionFailure } from '../lib/auction-failure';
import { BidDayChangedError } from '../lib/bid-day';
import { NotPreviewedError } from '../lib/not-previewed';
import {
  type AuctionCall,
  type AuctionLabel,
  readAuction,
  readAuctionDay,
  readSettledDays,
  sendAuctionCall,
} from './auction-chain';
import { auctionKeys } from './auction-keys';

const REFRESH_MS = 12_000;
/** Past days a page of the history shows: two weeks. */
const HISTORY_DAYS = 14;

export function useAuctionState(config: Config | undefined, account: Address | undefined) {
  return useQuery({
    queryKey: auctionKeys.state(account),
    queryFn: () => readAuction(config!, env.chainId, account),
    enabled: config !== undefined,
    // While another account's read comes (the wallet connected, reconnected or switched), the previous
    // read stands in without what it owed (another account's ETH, never shown as this one's): the
    // auction is the same for everyone, and without it the page took the bid form away, with the
    // bid being typed in it.
    placeholderData: (previous) => (previous ? { ...previous, owed: null } : undefined),
    refetchInterval: REFRESH_MS,
  });
}

/** The settled days, a page of two weeks at a time; `day` is the auction's current day, once read. */
export function useSettledDays(config: Config | undefined, day: bigint | undefined) {
  return useInfiniteQuery({
    queryKey: auctionKeys.settled(day),
    queryFn: ({ pageParam, signal }) => readSettledDays(config!, env.chainId, HISTORY_DAYS, pageParam, signal),
    initialPageParam: undefined as LogCursor | undefined,
    getNextPageParam: (last) => last.older ?? undefined,
    enabled: config !== undefined && day !== undefined,
    // The days already shown stay while a new day's history is read.
    placeholderData: keepPreviousData,
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
  /** The call the review step previewed (auctionCallOf): the send refuses any other, and none without it. */
  previewed?: PreviewCall;
}

/**
 * Sends a bid, a withdrawal or a settlement (simulated, then the wallet, then followed to its
 * receipt), says a failure in the trader's words (none for a refusal in the wallet), and refreshes the
 * page's reads (chain and service) whatever came of it.
 */
export function useAuctionSend() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ wallet, call, label, previewed }: AuctionSend) => {
      // The wallet is asked only from a review step, for the call it previewed.
      if (!previewed) throw new NotPreviewedError();
      // Last thing before the wallet: the day on screen is still the one the contract sells.
      if (call.fn === 'bid') {
        const day = await readAuctionDay(wallet.config, env.chainId);
        if (day !== call.day) throw new BidDayChangedError(call.day, day);
      }
      return sendAuctionCall(wallet.config, env.chainId, wallet.account, call, label, previewed);
    },
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
