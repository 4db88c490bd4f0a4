/**
 * The review step's send: a wrap or unwrap through WETH9, or the checked Router02 swap, exactly as
 * previewed; its failure in the trader's words (a refusal before the wallet with its reason, a
 * wallet rejection quiet, a change since the review sent back to it); and, whatever came of it,
 * balances and quotes asked again.
 */
import type { Quote } from '@interface/swap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import type { Quoted } from '../lib/quote-ask';
import { describeSwapFailure, type SwapFailure } from '../lib/swap-failure';
import type { SwapKind } from '../lib/swap-kind';
import { REVIEW_AGAIN_TITLE, RefusedSwap, ReviewAgain, type RouterSwapOrder, sendRouterSwap } from './router-swap';
import { sendWrap } from './swap-chain';
import { swapKeys } from './swap-keys';
import type { SwapToken } from './swap-token-list';

export interface SwapSendInput {
  account: WalletAccount;
  tokenIn: SwapToken;
  tokenOut: SwapToken;
  /** The typed amount, on the exact side. */
  amount: bigint;
  kind: SwapKind;
  exact: 'in' | 'out';
  slippageBps: number;
  /** The quote for exactly these inputs (quote-ask.ts); none while it loads or after it failed. */
  quote: Quoted<Quote> | undefined;
  unlimitedApproval: boolean;
  /** Every call the review previewed (the approvals, then the swap; or the wrap's): nothing else is sent. */
  previewed?: readonly PreviewCall[];
  /** "0.1 ETH" (for an exact output, the most it may pay, rounded up), "5,000 TICK": for the notifications. */
  pay: string;
  receive: string;
}

function run(config: Config, input: SwapSendInput): Promise<TransactionReceipt> {
  const { account, kind, pay } = input;
  if (kind !== 'swap') {
    const previewed = input.previewed?.[0];
    if (!previewed || input.previewed?.length !== 1) {
      return Promise.reject(new RefusedSwap('Nothing was previewed for this wrap: review it again.'));
    }
    return sendWrap(config, {
      chainId: env.chainId,
      account: account.address,
      kind,
      amount: input.amount,
      title: `${kind === 'wrap' ? 'Wrap' : 'Unwrap'} ${pay}`,
      previewed,
    });
  }
  if (!input.quote) return Promise.reject(new RefusedSwap('No quote for these exact inputs yet.'));
  if (!input.previewed) return Promise.reject(new RefusedSwap('Nothing was previewed for this swap: review it again.'));
  return sendRouterSwap(config, { ...routerOrderOf(input, input.quote), previewed: input.previewed });
}

/** The Router02 order for a swap: what the review previews (prepareRouterSwap) and the send sends. */
export function routerOrderOf(input: SwapSendInput, quote: Quoted<Quote>): RouterSwapOrder {
  const { account, tokenIn, tokenOut, pay } = input;
  return {
    chainId: env.chainId,
    connectedChainId: account.chainId,
    account: account.address,
    tokenIn: tokenIn.address,
    tokenOut: tokenOut.address,
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    decimals: { in: tokenIn.decimals, out: tokenOut.decimals },
    exact: input.exact,
    typedAmount: input.amount,
    slippageBps: input.slippageBps,
    quote: quote.quote,
    receivedAt: quote.receivedAt,
    unlimitedApproval: input.unlimitedApproval,
    previewed: input.previewed,
    label: {
      kind: 'swap',
      title: `Swap ${input.exact === 'out' ? 'at most ' : ''}${pay} for ${tokenOut.symbol}`,
      description: `${input.exact === 'out' ? 'Exactly' : 'About'} ${input.receive}`,
    },
  };
}

export function useSwapSend(onSent: () => void) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<SwapFailure | null>(null);
  /** How many times the send sent the trader back to the review: each builds the calls again. */
  const [reviewRound, setReviewRound] = useState(0);
  const mutation = useMutation({
    mutationFn: (args: { config: Config; input: SwapSendInput }) => run(args.config, args.input),
    // A receipt (or a failure) changes balances and the pools: ask again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: swapKeys.all }),
  });

  const confirm = (config: Config, input: SwapSendInput) => {
    setFailure(null);
    mutation.mutate(
      { config, input },
      {
        onSuccess: () => {
          setOpen(false);
          onSent();
        },
        onError: (error) => {
          if (error instanceof ReviewAgain) {
            // Back to the review, never on to the wallet: its calls are built again and shown, and
            // Confirm waits for the new preview and a new click.
            setReviewRound((round) => round + 1);
            setFailure({ kind: 'unknown', title: REVIEW_AGAIN_TITLE, action: error.message });
            return;
          }
          setFailure(
            error instanceof RefusedSwap
              ? { kind: 'unknown', title: 'Refused before your wallet.', action: error.message }
              : describeSwapFailure(error),
          );
        },
      },
    );
  };

  return {
    confirm,
    openReview: () => {
      setFailure(null);
      setOpen(true);
    },
    reviewRound,
    review: { open, close: () => setOpen(false), failure, sending: mutation.isPending },
  };
}
