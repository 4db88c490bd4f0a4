import { useId, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useToast } from '@/components/ui/toast';
import { useWallet } from '@/features/wallet/wallet-state';
import { formatAmount, formatPercent } from '@/lib/format';
import type { CurveTrade } from '../api/curve-chain';
import { useCurveMarket, useCurveQuote, useSendCurveTrade, useTraderBalances } from '../api/use-curve-trade';
import { parseAmount } from '../lib/amount';
import {
  BUY_PRESETS_ETH,
  CURVE_SLIPPAGE_BPS,
  type CurveBuyPlan,
  type CurveSellPlan,
  curveDeadline,
  planCurveBuy,
  planCurveSell,
  SELL_SHARES,
  shareOf,
} from '../lib/curve-trade';
import { describeSwapFailure, type SwapFailure } from '../lib/swap-failure';

type Side = 'buy' | 'sell';

const SIDES = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const satisfies readonly { value: Side; label: string }[];

/** Wei as a person reads it: four significant digits, the exact figure in the wallet. */
const units = (wei: bigint) => formatAmount(Number(formatUnits(wei, 18)));

interface CurveTradePanelProps {
  token: Address;
  ticker: string;
  /** After a confirmed trade: the page refreshes what the trade changed. */
  onTraded?: () => void;
}

/**
 * Buying and selling on the token's bonding curve: the contract's own quote for the typed amount, the
 * minimum it accepts (1% slippage), the 1% fee and the price impact, a buy that completes the curve
 * said before it is sent, then a simulation, then the wallet.
 */
export function CurveTradePanel({ token, ticker, onTraded }: CurveTradePanelProps) {
  const wallet = useWallet();
  const toast = useToast();
  const { config, account } = wallet;
  const [side, setSide] = useState<Side>('buy');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<SwapFailure | null>(null);
  const inputId = useId();
  const hintId = useId();

  const parsed = parseAmount(text, 18);
  const amount = parsed.ok ? parsed.amount : null;
  const market = useCurveMarket(config, token);
  const balances = useTraderBalances(config, token, account?.address);
  const quote = useCurveQuote(config, token, side, amount);
  const send = useSendCurveTrade({
    onSent: () =>
      toast.show({ title: `${side === 'buy' ? 'Buy' : 'Sell'} sent`, description: 'Waiting for the chain…' }),
  });

  const spot = market.data;
  const q = quote.data;
  const plan: CurveBuyPlan | CurveSellPlan | undefined =
    spot && q && amount !== null
      ? q.side === 'buy'
        ? planCurveBuy(amount, q, spot, CURVE_SLIPPAGE_BPS)
        : planCurveSell(amount, q, spot, CURVE_SLIPPAGE_BPS)
      : undefined;

  const held = side === 'buy' ? balances.data?.eth : balances.data?.tokens;
  const tooMuch = amount !== null && held !== undefined && amount > held;
  const wrongChain = account !== undefined && account.chainId !== env.chainId;

  const choose = (next: Side) => {
    setSide(next);
    setText('');
    setFailure(null);
  };

  const submit = () => {
    if (!config || !account || !plan || !q || amount === null) return;
    setFailure(null);
    const deadline = curveDeadline(Date.now() / 1000);
    const trade: CurveTrade =
      'minTokensOut' in plan
        ? { side: 'buy', token, ethIn: amount, minTokensOut: plan.minTokensOut, deadline }
        : { side: 'sell', token, tokensIn: amount, minEthOut: plan.minEthOut, deadline };
    send.mutate(
      { config, account: account.address, trade },
      {
        onSuccess: () => {
          toast.show({
            tone: 'success',
            title: trade.side === 'buy' ? `Bought ${ticker}` : `Sold ${ticker}`,
            description: q.side === 'buy' ? `${units(q.tokensOut)} ${ticker}` : `${units(q.ethOut)} ETH received`,
          });
          setText('');
          onTraded?.();
        },
        onError: (error) => setFailure(describeSwapFailure(error)),
      },
    );
  };

  const graduated = spot?.graduated === true;
  const button = (() => {
    if (!account) return { label: 'Connect a wallet to trade', action: wallet.openWallet, disabled: false };
    if (wrongChain)
      return { label: 'Switch your wallet to this app’s chain', action: wallet.openWallet, disabled: false };
    if (graduated) return { label: 'Graduated: trades on its pair', action: undefined, disabled: true };
    if (amount === null) return { label: 'Enter an amount', action: undefined, disabled: true };
    if (tooMuch) return { label: `Not enough ${side === 'buy' ? 'ETH' : ticker}`, action: undefined, disabled: true };
    if (!plan) return { label: 'Getting a quote…', action: undefined, disabled: true };
    return { label: side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`, action: submit, disabled: false };
  })();

  return (
    <section aria-labelledby="trade-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="trade-title" className="font-semibold text-fg">
          Trade
        </h2>
        <SegmentedControl legend="Buy or sell" options={SIDES} value={side} onChange={choose} />
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-muted text-sm">
          {side === 'buy' ? 'Amount in ETH' : `Amount in ${ticker}`}
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          aria-invalid={text !== '' && !parsed.ok}
          aria-describedby={hintId}
          className="h-11 rounded-lg border border-line bg-raised px-3 font-mono text-fg tabular-nums focus-visible:outline-2 focus-visible:outline-accent"
        />
        <div className="flex flex-wrap gap-2">
          {side === 'buy'
            ? BUY_PRESETS_ETH.map((eth) => (
                <Button key={eth} variant="secondary" size="sm" onClick={() => setText(eth)}>
                  {eth} ETH
                </Button>
              ))
            : SELL_SHARES.map((percent) => (
                <Button
                  key={percent}
                  variant="secondary"
                  size="sm"
                  disabled={!balances.data || balances.data.tokens === 0n}
                  onClick={() => balances.data && setText(formatUnits(shareOf(balances.data.tokens, percent), 18))}
                >
                  {percent}%
                </Button>
              ))}
        </div>
        <p id={hintId} className="text-muted text-sm">
          {text !== '' && !parsed.ok ? (
            <span className="text-down">{parsed.message}</span>
          ) : balances.data ? (
            `Balance: ${units(balances.data.eth)} ETH · ${units(balances.data.tokens)} ${ticker}`
          ) : account ? (
            'Reading your balances…'
          ) : (
            'Connect a wallet to see your balances.'
          )}
        </p>
      </div>

      {plan && q ? <QuoteLines plan={plan} quote={q} ticker={ticker} /> : null}
      {quote.isError ? (
        <p role="alert" className="text-down text-sm">
          The curve could not quote this amount. Try a smaller one.
        </p>
      ) : null}

      <Button
        onClick={button.action}
        disabled={button.disabled || send.isPending}
        busy={send.isPending}
        variant="primary"
      >
        {send.isPending ? 'Confirm in your wallet, then wait for the chain…' : button.label}
      </Button>
      {failure ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">{failure.title}</p>
          <p className="text-muted">{failure.action}</p>
        </div>
      ) : null}
    </section>
  );
}

function QuoteLines({
  plan,
  quote,
  ticker,
}: {
  plan: CurveBuyPlan | CurveSellPlan;
  quote: NonNullable<ReturnType<typeof useCurveQuote>['data']>;
  ticker: string;
}) {
  const buy = quote.side === 'buy' && 'spent' in plan;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">You receive</dt>
        <dd className="text-right font-mono text-fg tabular-nums">
          {quote.side === 'buy' ? `${units(quote.tokensOut)} ${ticker}` : `${units(quote.ethOut)} ETH`}
        </dd>
        <dt className="text-muted">Minimum (1% slippage)</dt>
        <dd className="text-right font-mono text-fg tabular-nums">
          {'minTokensOut' in plan ? `${units(plan.minTokensOut)} ${ticker}` : `${units(plan.minEthOut)} ETH`}
        </dd>
        <dt className="text-muted">Fee (1%)</dt>
        <dd className="text-right font-mono text-fg tabular-nums">{units(quote.fee)} ETH</dd>
        <dt className="text-muted">Price impact</dt>
        <dd className="text-right font-mono text-fg tabular-nums">{formatPercent(plan.priceImpact * 100, 2)}</dd>
      </dl>
      {buy && plan.completes && quote.side === 'buy' ? (
        <p role="status" className="rounded-lg border border-accent/50 bg-accent/10 p-3 text-fg">
          {`${units(quote.tokensOut)} ${ticker} for ${units(plan.spent)} ETH; ${units(quote.refund)} ETH comes back; this buy graduates the token.`}
        </p>
      ) : null}
    </div>
  );
}
