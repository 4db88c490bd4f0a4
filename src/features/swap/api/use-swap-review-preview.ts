/**
 * /swap's review step: the calls Confirm would send, built from the quote on screen (for an ERC-20
 * input whose allowance is short, the approval first, then the swap; a wrap's WETH9 call), the
 * app's own price impact from the route's pools, and their preview. Each new quote builds them
 * again; Confirm sends exactly these calls, with the quote they were built from.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import { addressBook } from '@/lib/address-book';
import { ETH, type PreviewToken } from '@/lib/transaction-preview/eth';
import type { PreviewBound } from '@/lib/transaction-preview/preview-lines';
import type { PreviewRequest } from '@/lib/transaction-preview/run-preview';
import { useTransactionPreview } from '@/lib/transaction-preview/use-transaction-preview';
import { parseUint256 } from '../lib/uint256';
import { type PreparedRouterSwap, prepareRouterSwap } from './router-swap';
import { routerOrderOf, type SwapSendInput } from './swap-send';
import { wrapCall } from './wrap-call';

const asPreviewToken = (address: `0x${string}`): PreviewToken => (address === NATIVE_ADDRESS ? ETH : address);

/** What the preview judges and leads with, besides the calls. */
function previewTerms(input: SwapSendInput): Omit<PreviewRequest, 'config' | 'chainId' | 'account' | 'calls'> {
  const { kind, tokenIn, tokenOut, quote } = input;
  const known = [tokenIn, tokenOut]
    .filter((t) => t.address !== NATIVE_ADDRESS)
    .map((t) => ({ address: t.address, symbol: t.symbol, decimals: t.decimals }));
  if (kind !== 'swap') return { chosen: [asPreviewToken(tokenIn.address)], wrap: kind === 'wrap', known };
  const amountIn = parseUint256(quote?.quote.amountIn ?? '') ?? 0n;
  const amountOut = parseUint256(quote?.quote.amountOut ?? '') ?? 0n;
  const bound: PreviewBound =
    input.exact === 'in'
      ? {
          token: asPreviewToken(tokenOut.address),
          kind: 'minimum',
          amount: minimumAmountOutFor(amountOut, input.slippageBps),
        }
      : {
          token: asPreviewToken(tokenIn.address),
          kind: 'maximum',
          amount: maximumAmountInFor(amountIn, input.slippageBps),
        };
  return { chosen: [asPreviewToken(tokenIn.address)], known, bounds: [bound] };
}

/**
 * `config` is given while the review is open. `round` counts the times the send found different
 * calls to send than the review showed (ReviewAgain): each builds them again, as for a new quote.
 */
export function useSwapReviewPreview(config: Config | undefined, input: SwapSendInput | undefined, round = 0) {
  // "Unlimited approval" holds for one review of one token: closing the dialog (a sent swap closes
  // it too) or another input token sets it back to exact.
  const scope = config && input ? input.tokenIn.address : undefined;
  const [unlimitedState, setUnlimitedState] = useState({ scope, on: false });
  if (unlimitedState.scope !== scope) setUnlimitedState({ scope, on: false });
  const unlimited = unlimitedState.scope === scope && unlimitedState.on;
  const setUnlimited = (on: boolean) => setUnlimitedState({ scope, on });
  const quoted = input?.quote;
  const prepared = useQuery({
    queryKey: [
      'swap-review',
      input?.account.address,
      input?.kind,
      input?.tokenIn.address,
      input?.tokenOut.address,
      input?.amount.toString(),
      quoted?.receivedAt,
      quoted?.quote.transaction?.data,
      unlimited,
      round,
    ],
    queryFn: async (): Promise<PreparedReview> => {
      const built = input!;
      if (built.kind !== 'swap') {
        const calls = [wrapCall(built.kind, built.amount, addressBook(env.chainId).weth)];
        return { calls, refusal: undefined, impact: 0, pairs: [], quote: undefined, input: built };
      }
      const order = routerOrderOf({ ...built, unlimitedApproval: unlimited }, quoted!);
      const { calls, refusal, impact, pairs } = await prepareRouterSwap(config!, order);
      return { calls, refusal, impact, pairs, quote: quoted, input: built };
    },
    enabled: config !== undefined && input !== undefined && (input.kind !== 'swap' || quoted !== undefined),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const built = prepared.data;
  const preview = useTransactionPreview(
    config && built
      ? {
          config,
          chainId: env.chainId,
          account: built.input.account.address,
          calls: built.calls,
          ...previewTerms(built.input),
          // The input token may go to the router and to the route's pairs, nowhere else.
          ...(built.pairs.length > 0 && { routePairs: built.pairs }),
        }
      : undefined,
  );
  const current = built !== undefined && !prepared.isPlaceholderData;
  return {
    /** Why the send would refuse the calls shown (they fail their check, or the pools give more), if it would. */
    refusal: current ? built.refusal : undefined,
    unlimited,
    setUnlimited,
    /** The calls and their quote, once built for the quote on screen. */
    prepared: current ? built : undefined,
    /** Why the calls could not be built (an allowance or a pool that could not be read), in words. */
    error: prepared.isError && !prepared.isFetching ? errorText(prepared.error) : undefined,
    preview: current || preview.status === 'loading' ? preview : { ...preview, stale: true },
  };
}

interface PreparedReview extends PreparedRouterSwap {
  quote: SwapSendInput['quote'];
  input: SwapSendInput;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
