/**
 * The two markets one panel trades on: the bonding curve until the token graduates, then its Uniswap
 * V2 pair through the swap service and Router02. Each gives the panel the same things: what the
 * quote means (QuoteView), whether it may be sent, and how to send it.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { DEFAULT_SLIPPAGE_BPS } from '@interface/swap';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { WalletAccount } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { formatPercent } from '@/lib/format';
import {
  CURVE_SLIPPAGE_BPS,
  type CurveState,
  curveDeadline,
  planCurveBuy,
  planCurveBuyExact,
  planCurveSell,
} from '../lib/curve-trade';
import { priceImpactTier } from '../lib/price-impact-tier';
import { isQuoteFresh } from '../lib/quote-freshness';
import { curveBuyExactView, curveBuyView, curveSellView, pairQuoteView, type QuoteView } from '../lib/trade-view';
import { type CurveTrade, sendCurveTrade } from './curve-chain';
import { fetchPairQuote, RefusedTransaction, sendPairTrade } from './pair-chain';
import { useCurveQuote } from './use-curve-trade';

const REFRESH_MS = 12_000;

/** Sends the trade and resolves once it is confirmed (rejects when refused, reverted or replaced). */
type SendTrade = (config: Config, account: WalletAccount) => Promise<ConfirmedTrade>;

export interface TradeEngine {
  view: QuoteView | undefined;
  quoteFailed: boolean;
  /** Why this quote may not be sent at all. */
  blocked?: string;
  /** From 3% of price impact on a pair, the trader accepts it before sending. */
  needsConsent: boolean;
  send: SendTrade | undefined;
  /** The most ETH the trade takes from the wallet, when the typed amount is not that ETH. */
  ethNeeded?: bigint;
}

interface EngineInput {
  config: Config | undefined;
  token: Address;
  ticker: string;
  side: 'buy' | 'sell';
  amount: bigint | null;
}

/** The toast's words for a trade: "Buy NRWHL", "About 10.5K NRWHL", then "Bought NRWHL". */
const tradeLabel = (side: 'buy' | 'sell', ticker: string, view: QuoteView) => ({
  title: `${side === 'buy' ? 'Buy' : 'Sell'} ${ticker}`,
  description: `About ${view.receive}`,
  confirmedTitle: `${side === 'buy' ? 'Bought' : 'Sold'} ${ticker}`,
});

export function useCurveEngine({
  config,
  token,
  ticker,
  side,
  amount,
  spot,
  exactTokens,
}: EngineInput & { spot: CurveState | undefined; exactTokens: boolean }) {
  const kind = side === 'sell' ? 'sell' : exactTokens ? 'buy-exact' : 'buy';
  const quote = useCurveQuote(config, token, kind, amount);
  const q = quote.data;
  const none: TradeEngine = { view: undefined, quoteFailed: quote.isError, needsConsent: false, send: undefined };
  if (!spot || !q || amount === null || q.kind !== kind) return none;
  // The deadline counts from the moment of sending, not from the quote.
  const sendWith =
    (view: QuoteView, trade: (deadline: bigint) => CurveTrade): SendTrade =>
    (cfg, account) =>
      sendCurveTrade(
        cfg,
        env.chainId,
        account.address,
        trade(curveDeadline(Date.now() / 1000)),
        tradeLabel(side, ticker, view),
      );
  switch (q.kind) {
    case 'buy': {
      const plan = planCurveBuy(amount, q, spot, CURVE_SLIPPAGE_BPS);
      const view = curveBuyView(q, plan, ticker, CURVE_SLIPPAGE_BPS);
      const send = sendWith(view, (deadline) => ({
        side: 'buy',
        token,
        ethIn: amount,
        minTokensOut: plan.minTokensOut,
        deadline,
      }));
      return { ...none, view, ethNeeded: amount, send } satisfies TradeEngine;
    }
    case 'buy-exact': {
      const plan = planCurveBuyExact(amount, q, spot, CURVE_SLIPPAGE_BPS);
      const view = curveBuyExactView(amount, q, plan, ticker, CURVE_SLIPPAGE_BPS);
      const send = sendWith(view, (deadline) => ({
        side: 'buy-exact',
        token,
        tokensOut: amount,
        maxEthIn: plan.maxEthIn,
        deadline,
      }));
      return { ...none, view, ethNeeded: plan.maxEthIn, send } satisfies TradeEngine;
    }
    case 'sell': {
      const plan = planCurveSell(amount, q, spot, CURVE_SLIPPAGE_BPS);
      const view = curveSellView(q, plan, CURVE_SLIPPAGE_BPS);
      const send = sendWith(view, (deadline) => ({
        side: 'sell',
        token,
        tokensIn: amount,
        minEthOut: plan.minEthOut,
        deadline,
      }));
      return { ...none, view, send } satisfies TradeEngine;
    }
  }
}

export function usePairEngine({
  token,
  ticker,
  side,
  amount,
  account,
}: EngineInput & { account: Address | undefined }) {
  const request = {
    tokenIn: side === 'buy' ? NATIVE_ADDRESS : token,
    tokenOut: side === 'buy' ? token : NATIVE_ADDRESS,
    amountIn: amount ?? 0n,
    slippageBps: DEFAULT_SLIPPAGE_BPS,
    account,
  } as const;
  const quote = useQuery({
    queryKey: ['curve-trade', 'pair-quote', token, side, String(amount), account],
    queryFn: ({ signal }) => fetchPairQuote(request, signal),
    enabled: amount !== null && amount > 0n,
    refetchInterval: REFRESH_MS,
  });
  const q = quote.data;
  const none: TradeEngine = { view: undefined, quoteFailed: quote.isError, needsConsent: false, send: undefined };
  if (!q || amount === null) return none;
  const tier = priceImpactTier(q.priceImpact);
  const fetchedAt = quote.dataUpdatedAt;
  const view = pairQuoteView(q, side, ticker);
  return {
    ...none,
    view,
    ...(tier === 'blocked'
      ? { blocked: `A price impact of ${formatPercent(q.priceImpact * 100)} is too much: trade a smaller amount.` }
      : {}),
    needsConsent: tier === 'acknowledge' || tier === 'confirm',
    send: (cfg, wallet) => {
      if (!isQuoteFresh(fetchedAt, Date.now())) {
        return Promise.reject(new RefusedTransaction('This quote is over 30 seconds old: wait for the fresh one.'));
      }
      return sendPairTrade(cfg, {
        ...request,
        tokenIn: request.tokenIn as Address,
        tokenOut: request.tokenOut as Address,
        account: wallet.address,
        connectedChainId: wallet.chainId,
        quote: q,
        side,
        ticker,
        label: tradeLabel(side, ticker, view),
      });
    },
  } satisfies TradeEngine;
}
