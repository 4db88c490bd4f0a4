/**
 * The swap widget's state: the swap from the URL (tokens, the amount typed on its exact side), the
 * token list, balances, the quote, slippage, impact consent, and the send. The widget only draws it.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { maximumAmountInFor } from '@interface/market/bounds';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, formatUnits, type Hex } from 'viem';
import { env } from '@/app/env';
import { useWallet } from '@/features/wallet/wallet-state';
import { addressBook } from '@/lib/address-book';
import { formatUnitsFixed } from '@/lib/format-units';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { parseAmount } from '../lib/amount';
import { readDecimalText } from '../lib/decimal-text';
import { maxSpendable } from '../lib/max-amount';
import { priceImpactTier } from '../lib/price-impact-tier';
import type { SendGateInput } from '../lib/send-gate';
import { swapGate } from '../lib/swap-gate';
import { swapKindOf } from '../lib/swap-kind';
import { intentOf, paramOfAddress, type SwapIntent, type SwapSearch, searchOf } from '../lib/swap-search';
import { swapView } from '../lib/swap-view';
import { readSwapBalances } from './swap-balances';
import { readGasReserve } from './swap-chain';
import { swapKeys } from './swap-keys';
import { useSwapQuote } from './swap-quote';
import { useRefreshSwapOnNewBlock } from './swap-refresh';
import { type SwapSendInput, useSwapSend } from './swap-send';
import { ETH_TOKEN, type SwapToken, useSwapTokens } from './swap-token-list';
import { useImpactConsent } from './use-impact-consent';
import { useNetworkCost } from './use-network-cost';
import { useSlippage } from './use-slippage';
import { useSwapReviewPreview } from './use-swap-review-preview';
import { wrapCall } from './wrap-call';

const AMOUNT_DEBOUNCE_MS = 250;
export type Side = 'in' | 'out';

export function useSwapForm(search: SwapSearch, onSearchChange: (next: SwapSearch, replace: boolean) => void) {
  const wallet = useWallet();
  const { config, account } = wallet;
  const tokensQuery = useSwapTokens();
  const tokens = tokensQuery.data;
  const intent = intentOf(search);
  const setIntent = (patch: Partial<SwapIntent>, replace = false) =>
    onSearchChange(searchOf({ ...intent, ...patch }), replace);

  const find = (param: string | undefined): SwapToken | undefined =>
    param === undefined ? undefined : param === 'ETH' ? ETH_TOKEN : tokens?.find((t) => t.address === param);
  const tokenIn = find(intent.tokenIn);
  const tokenOut = find(intent.tokenOut);
  /** A token the URL names that the list does not have: it is dropped, once the list is known. */
  const unknownToken = tokens !== undefined && ((!tokenIn && intent.tokenIn) || (!tokenOut && intent.tokenOut));

  // Only an amount (or nothing) goes to the URL: text that is not one stays in the field with its reason,
  // where the URL would drop it and the field would lose what the trader is fixing.
  const commitAmount = (text: string) => {
    if (text.trim() === '' || readDecimalText(text).kind === 'number') setIntent({ amount: text.trim() }, true);
  };
  const amountField = useDebouncedText(intent.amount, commitAmount, AMOUNT_DEBOUNCE_MS);
  const exactToken = intent.exact === 'in' ? tokenIn : tokenOut;
  const typed =
    exactToken && amountField.text.trim() !== '' ? parseAmount(amountField.text, exactToken.decimals) : undefined;
  const committed = exactToken && intent.amount !== '' ? parseAmount(intent.amount, exactToken.decimals) : undefined;
  const amount = committed?.ok ? committed.amount : null;

  const { setting: slippage, change: setSlippage, bps: slippageBps } = useSlippage();

  const weth = addressBook(env.chainId).weth.toLowerCase();
  const kind = tokenIn && tokenOut ? swapKindOf(tokenIn.address, tokenOut.address, weth) : 'swap';
  const request =
    kind === 'swap' && tokenIn && tokenOut && amount !== null
      ? {
          tokenIn: tokenIn.address,
          tokenOut: tokenOut.address,
          exact: intent.exact,
          amount,
          slippageBps,
          account: account?.address,
        }
      : undefined;
  const quote = useSwapQuote(request);
  useRefreshSwapOnNewBlock(config, env.chainId);

  const addresses = useMemo(() => (tokens ?? [ETH_TOKEN]).map((t) => t.address), [tokens]);
  // Every listed token's balance at once: the selector shows them, the fields read theirs.
  const balances = useQuery({
    queryKey: swapKeys.balancesOf(account?.address, addresses),
    queryFn: () => readSwapBalances(config!, env.chainId, account!.address, addresses),
    enabled: config !== undefined && account !== undefined,
    refetchInterval: 12_000,
  });
  const gasReserve = useQuery({
    queryKey: swapKeys.gasReserve(),
    queryFn: () => readGasReserve(config!, env.chainId),
    enabled: config !== undefined,
    staleTime: 30_000,
  });

  const view =
    quote.quote && tokenIn && tokenOut
      ? swapView(quote.quote, { tokenIn, tokenOut }, intent.exact, slippageBps, (address) =>
          address === NATIVE_ADDRESS ? 'ETH' : (find(address)?.symbol ?? `${address.slice(0, 6)}…`),
        )
      : undefined;
  const wrapping = kind !== 'swap';
  const amountIn = wrapping ? (amount ?? undefined) : intent.exact === 'in' ? (amount ?? undefined) : view?.amountIn;
  const amountOut = wrapping ? (amount ?? undefined) : intent.exact === 'out' ? (amount ?? undefined) : view?.amountOut;
  const spend = intent.exact === 'out' && !wrapping && view ? maximumAmountInFor(view.amountIn, slippageBps) : amountIn;
  const tier = !wrapping && quote.quote ? priceImpactTier(quote.quote.priceImpact) : undefined;

  const { consent, setConsent } = useImpactConsent(
    `${intent.tokenIn}:${intent.tokenOut}:${intent.exact}:${intent.amount}`,
  );

  const balanceIn = tokenIn ? balances.data?.get(tokenIn.address) : undefined;
  const gate = swapGate({
    connected: account !== undefined,
    wrongChain: account !== undefined && account.chainId !== env.chainId,
    tokenOutSymbol: tokenOut?.symbol,
    tokenInSymbol: tokenIn?.symbol ?? '',
    amount:
      typed === undefined ? { kind: 'empty' } : typed.ok ? { kind: 'ok' } : { kind: 'invalid', message: typed.message },
    spend,
    balance: balanceIn,
    quote: wrapping ? (amount === null ? 'loading' : 'ready') : quote.status,
    tier,
    consent,
  });

  /**
   * What the review dialog checks again on every refresh (send-gate.ts), with the quote for exactly
   * these inputs: a wrap has none, and takes exactly the amount typed.
   */
  const sendable = wrapping ? amount !== null : quote.sendable !== undefined;
  const sendableSpend = wrapping
    ? (amount ?? undefined)
    : quote.sendable
      ? intent.exact === 'in'
        ? quote.sendable.ask.amount
        : maximumAmountInFor(BigInt(quote.sendable.quote.amountIn), slippageBps)
      : undefined;
  /** An exact output pays at most the quote's input plus the slippage: the review shows that bound, rounded up. */
  const payAtMost = !wrapping && intent.exact === 'out';
  const amountsText = () => {
    const paid = payAtMost ? spend : amountIn;
    const pay =
      tokenIn && paid !== undefined
        ? `${formatUnitsFixed(paid, tokenIn.decimals, 6, payAtMost ? 'up' : 'down')} ${tokenIn.symbol}`
        : '';
    const receive =
      tokenOut && amountOut !== undefined ? `${formatUnitsFixed(amountOut, tokenOut.decimals)} ${tokenOut.symbol}` : '';
    return { pay, receive };
  };

  const send = useSwapSend(() => setIntent({ amount: '' }, true));
  // The network cost of what Confirm would send, estimated while the review is open.
  const transaction = quote.sendable?.quote.transaction;
  const estimate =
    kind !== 'swap'
      ? amount !== null
        ? wrapCall(kind, amount, addressBook(env.chainId).weth)
        : undefined
      : transaction && {
          to: transaction.to as Address,
          data: transaction.data as Hex,
          value: BigInt(transaction.value),
          fallbackGas: BigInt(transaction.gas),
        };
  const networkCost = useNetworkCost(send.review.open ? config : undefined, account?.address, estimate);
  const sendInput: SwapSendInput | undefined =
    account && tokenIn && tokenOut && amount !== null && (wrapping || quote.sendable)
      ? {
          account,
          tokenIn,
          tokenOut,
          amount,
          kind,
          exact: intent.exact,
          slippageBps,
          quote: quote.sendable,
          unlimitedApproval: false,
          ...amountsText(),
        }
      : undefined;
  const swapPreview = useSwapReviewPreview(send.review.open ? config : undefined, sendInput, send.reviewRound);
  /**
   * The impact the review judges: the larger of the service's and the app's own from the route's
   * pools (once the calls are built for this quote), so a quote cannot talk its way to a lower tier.
   */
  const serviceImpact = quote.sendable?.quote.priceImpact ?? 0;
  const reviewImpact =
    swapPreview.prepared !== undefined ? Math.max(serviceImpact, swapPreview.prepared.impact) : serviceImpact;
  const reviewGate: Omit<SendGateInput, 'changedSinceReview' | 'quoteAgeMs'> & { receivedAt: number | undefined } = {
    sendable,
    receivedAt: wrapping ? undefined : quote.sendable?.receivedAt,
    tier: wrapping || !quote.sendable ? undefined : priceImpactTier(reviewImpact),
    consent,
    spend: sendableSpend,
    balance: balanceIn,
    symbolIn: tokenIn?.symbol ?? '',
  };

  /** From the review only: the quote its calls were built from, the swap call it previewed. */
  const confirm = () => {
    const built = swapPreview.prepared;
    if (!config || !built || built.refusal) return;
    send.confirm(config, {
      ...built.input,
      quote: built.quote,
      unlimitedApproval: swapPreview.unlimited,
      previewed: built.calls,
    });
  };

  const act = () => {
    if (gate.action === 'connect') wallet.openWallet();
    else if (gate.action === 'switch') config ? void switchToAppChain(config, wallet.openWallet) : wallet.openWallet();
    else if (gate.action === 'review') {
      // The review is of what was typed: an amount still in the debounce is committed first.
      amountField.flush();
      send.openReview();
    }
  };

  return {
    intent,
    tokens,
    tokensQuery,
    tokenIn,
    tokenOut,
    unknownToken: Boolean(unknownToken),
    kind,
    amountField,
    typedError: typed && !typed.ok ? typed.message : undefined,
    quote,
    view,
    tier,
    amountIn,
    amountOut,
    balances: balances.data,
    balanceOf: (token: SwapToken | undefined) => (token ? balances.data?.get(token.address) : undefined),
    gasReserve: gasReserve.data,
    slippage,
    setSlippage,
    consent,
    setConsent,
    gate,
    act,
    review: {
      ...send.review,
      confirm,
      gate: reviewGate,
      cost: networkCost.data,
      ...amountsText(),
      payAtMost,
      impact: reviewImpact,
      /** Why the review's calls could not be built (an unread allowance or pool): nothing can be confirmed. */
      prepareError: swapPreview.error,
      preview: swapPreview.preview,
      refusal: swapPreview.refusal,
      unlimited: swapPreview.unlimited,
      setUnlimited: swapPreview.setUnlimited,
    },
    /** Typing on the other side makes it the exact one, at once (no debounce for the switch). */
    type: (side: Side, text: string) =>
      side === intent.exact ? amountField.change(text) : setIntent({ exact: side, amount: text }, true),
    select: (side: Side, token: SwapToken) => {
      const param = paramOfAddress(token.address);
      const other = side === 'in' ? intent.tokenOut : intent.tokenIn;
      if (param === other) return setIntent({ tokenIn: intent.tokenOut ?? 'ETH', tokenOut: intent.tokenIn });
      setIntent(side === 'in' ? { tokenIn: param } : { tokenOut: param });
    },
    flip: () =>
      setIntent({
        tokenIn: intent.tokenOut ?? 'ETH',
        tokenOut: intent.tokenIn,
        exact: intent.exact === 'in' ? 'out' : 'in',
      }),
    max: () => {
      if (!tokenIn || balanceIn === undefined) return;
      const most = maxSpendable(balanceIn, tokenIn.address === NATIVE_ADDRESS, gasReserve.data ?? 0n);
      setIntent({ exact: 'in', amount: formatUnits(most, tokenIn.decimals) }, true);
    },
    dropUnknown: () =>
      setIntent({ tokenIn: tokenIn ? intent.tokenIn : 'ETH', tokenOut: tokenOut ? intent.tokenOut : undefined }, true),
  };
}

export type SwapForm = ReturnType<typeof useSwapForm>;
