/**
 * The token page's trade panel, as state: what the trader typed and chose, the market the token
 * trades on now (its curve, then its pair), the quote for exactly those inputs, and the gates it must
 * pass before the wallet is asked: the same as /swap's review (send-gate.ts) on every refresh. The
 * button opens the review step (use-trade-review.ts); only its Confirm asks the wallet.
 */
import { useDeferredValue, useState } from 'react';
import { env } from '@/app/env';
import { useWallet } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { switchToAppChain } from '@/lib/switch-to-app-chain';
import { useRefreshOnNewBlock } from '@/lib/use-refresh-on-new-block';
import { parseAmount } from '../lib/amount';
import { CURVE_SLIPPAGE_BPS } from '../lib/curve-trade';
import { priceImpactTier, worseTier } from '../lib/price-impact-tier';
import { QUOTE_FAILURE_WORDS } from '../lib/quote-failure';
import { sendGate } from '../lib/send-gate';
import { describeSwapFailure, type SwapFailure } from '../lib/swap-failure';
import { REVIEW_AGAIN_TITLE, RefusedSwap, ReviewAgain } from './router-swap';
import { swapKeys } from './swap-keys';
import { ApprovalShortfall } from './token-approval';
import type { TradeEngine } from './trade-engine';
import { useCurveEngine } from './use-curve-engine';
import { curveTradeKeys, useCurveMarket, useSendTrade, useTraderBalances } from './use-curve-trade';
import { useImpactConsent } from './use-impact-consent';
import { usePairEngine } from './use-pair-engine';
import { useSlippage } from './use-slippage';
import { useTradeReview } from './use-trade-review';

export type Side = 'buy' | 'sell';
/** A buy is typed in ETH to spend, or as an exact number of tokens. */
export type BuyIn = 'eth' | 'tokens';

export interface TradePanelInput {
  token: `0x${string}`;
  ticker: string;
  /** What the token page knows; the panel also sees a graduation on chain while it is open. */
  graduated: boolean;
  onTraded?: (trade: ConfirmedTrade) => void;
}

/** The refusals made before the wallet, in the panel's words. */
export function failureOf(error: unknown): SwapFailure | null {
  if (error instanceof RefusedSwap || error instanceof ApprovalShortfall) {
    return { kind: 'unknown', title: 'This transaction was refused before your wallet.', action: error.message };
  }
  return describeSwapFailure(error);
}

export function useTradePanel({ token, ticker, graduated: pageGraduated, onTraded }: TradePanelInput) {
  const wallet = useWallet();
  const { config, account } = wallet;
  const [side, setSide] = useState<Side>('buy');
  const [buyIn, setBuyIn] = useState<BuyIn>('eth');
  const [text, setText] = useState('');
  // What follows from the amount (its parse, the quote asked for it, the gates) renders at transition
  // priority: each key shows at once, and React sets that work aside for the next key. On a busy
  // token at 4x the quote's query, its request and the one it cancels took most of each key's time.
  // Until it has caught up with the field, nothing can be opened or sent (`typing`).
  const quotedText = useDeferredValue(text);
  const typing = quotedText !== text;
  const [failure, setFailure] = useState<SwapFailure | null>(null);

  const market = useCurveMarket(config, token);
  // The chain closes the curve at once; the services index the pair a moment later. Until the page's
  // data (the services' index) says so too, the swap service has no route to quote: it is not asked.
  const graduated = pageGraduated || market.data?.graduated === true;
  const awaitingPair = graduated && !pageGraduated;
  const slippage = useSlippage(graduated ? undefined : CURVE_SLIPPAGE_BPS);
  const parsed = parseAmount(quotedText, 18);
  const amount = parsed.ok ? parsed.amount : null;
  const exactTokens = side === 'buy' && buyIn === 'tokens';
  // Consent is for this trade alone: another side, amount, buy mode, token or market asks again.
  const { consent, setConsent } = useImpactConsent(
    [token, graduated ? 'pair' : 'curve', side, buyIn, amount?.toString() ?? ''].join(':'),
  );
  const input = {
    config,
    token,
    ticker,
    side,
    exactTokens,
    amount,
    account: account?.address,
    slippageBps: slippage.bps,
  };
  const curve = useCurveEngine({ ...input, active: !graduated });
  const pair = usePairEngine({ ...input, active: pageGraduated });
  const engine: TradeEngine = graduated ? pair : curve;
  // Quotes follow the chain: asked again on every new block, as /swap's are.
  useRefreshOnNewBlock(config, env.chainId, [curveTradeKeys.all, swapKeys.quotes()]);
  const balances = useTraderBalances(config, token, account?.address);
  const send = useSendTrade();
  const review = useTradeReview({ config, account, token, engine });

  const reset = (next: string) => {
    setText(next);
    setFailure(null);
  };
  const openReview = () => {
    setFailure(null);
    review.openReview();
  };
  /** From the review step only: exactly the trade it built and previewed. */
  const confirm = () => {
    const prepared = review.prepared;
    if (!prepared || prepared.refusal) return;
    setFailure(null);
    // The toasts (sent, confirmed, failed) come from the transaction tracker the send goes through.
    send.mutate(() => prepared.send(), {
      onSuccess: (trade) => {
        review.close();
        reset('');
        onTraded?.(trade);
      },
      onError: (error) => {
        if (error instanceof ReviewAgain) {
          // The calls to send changed (an allowance, say): build them again for the trader to review.
          setFailure({ kind: 'unknown', title: REVIEW_AGAIN_TITLE, action: error.message });
          review.buildAgain();
          return;
        }
        const shown = failureOf(error);
        setFailure(shown);
        // A rejection in the wallet leaves the trade as it was; any other failure waits for the trader.
        if (shown) review.sendFailed();
      },
    });
  };
  const switchChain = () => (config ? void switchToAppChain(config, wallet.openWallet) : wallet.openWallet());

  const held = side === 'buy' ? balances.data?.eth : balances.data?.tokens;
  // What the trade takes: the quote's figure when there is one, else the typed amount where it is the input.
  const spend = engine.spend ?? (exactTokens ? undefined : (amount ?? undefined));
  // In review, the tier is also the one of the impact the app found itself (a pair's reserves).
  const ownImpact = review.prepared?.impact;
  const tier = worseTier(engine.tier, ownImpact === undefined ? undefined : priceImpactTier(ownImpact));
  const gate = sendGate({
    sendable: engine.sendable !== undefined,
    quoteAgeMs: engine.sendable === undefined ? undefined : Date.now() - engine.sendable.receivedAt,
    changedSinceReview: review.change,
    tier,
    topTier: engine.topTier,
    consent,
    spend,
    balance: held,
    symbolIn: side === 'buy' ? 'ETH' : ticker,
  });
  const tooMuch = spend !== undefined && held !== undefined && spend > held;
  const wrongChain = account !== undefined && account.chainId !== env.chainId;
  const button = (() => {
    if (!account) return { label: 'Connect a wallet to trade', action: wallet.openWallet };
    if (wrongChain) return { label: 'Switch your wallet to this app’s chain', action: switchChain };
    if (typing) return { label: 'Getting a quote…' };
    if (amount === null) return { label: 'Enter an amount' };
    if (awaitingPair) return { label: 'Waiting for the pair’s quotes…' };
    // Before the quote: a sale of more than is held has no quote either, and the balance says why.
    if (tooMuch) return { label: `Not enough ${side === 'buy' ? 'ETH' : ticker}` };
    if (engine.quoteFailure && !engine.sendable) return { label: QUOTE_FAILURE_WORDS[engine.quoteFailure].button };
    if (!gate.ok) return { label: gate.reason === 'no-quote' ? 'Getting a quote…' : gate.message };
    return { label: side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`, action: openReview };
  })();

  return {
    side,
    choose: (next: Side) => {
      setSide(next);
      reset('');
    },
    buyIn,
    chooseBuyIn: (next: BuyIn) => {
      setBuyIn(next);
      reset('');
    },
    exactTokens,
    graduated,
    /** Graduated on the chain, not yet in the services' index: the pair cannot be quoted yet. */
    awaitingPair,
    config,
    text,
    /** The field holds text its quote has not caught up with yet: the figures shown are the previous ones. */
    typing,
    type: reset,
    parsed,
    account,
    balances: balances.data,
    engine,
    gate,
    tier,
    impact: Math.max(engine.view?.priceImpact ?? 0, ownImpact ?? 0),
    consent,
    setConsent,
    slippage,
    button,
    sending: send.isPending,
    failure,
    review,
    confirm,
  };
}

export type TradePanelModel = ReturnType<typeof useTradePanel>;
