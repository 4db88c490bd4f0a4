import { useId, useState } from 'react';
import { type Address, formatUnits } from 'viem';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useWallet } from '@/features/wallet/wallet-state';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import { formatPercent } from '@/lib/format';
import { RefusedTransaction } from '../api/pair-chain';
import { useCurveMarket, useSendTrade, useTraderBalances } from '../api/use-curve-trade';
import { type TradeEngine, useCurveEngine, usePairEngine } from '../api/use-trade-engines';
import { parseAmount } from '../lib/amount';
import { BUY_PRESETS_ETH, SELL_SHARES, shareOf } from '../lib/curve-trade';
import { describeSwapFailure, type SwapFailure } from '../lib/swap-failure';
import { type QuoteView, units } from '../lib/trade-view';

type Side = 'buy' | 'sell';
/** On the curve a buy is typed in ETH to spend, or as an exact number of tokens. */
type BuyIn = 'eth' | 'tokens';

const SIDES = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const satisfies readonly { value: Side; label: string }[];

interface TradePanelProps {
  token: Address;
  ticker: string;
  /** What the token page knows; the panel also sees a graduation on chain while it is open. */
  graduated: boolean;
  /** After a confirmed trade: the page shows it at once and refreshes what it changed. */
  onTraded?: (trade: ConfirmedTrade) => void;
}

/**
 * Buying and selling a token from its page, on one panel across graduation: on the bonding curve
 * (the contract's own quote, 1% slippage, the 1% fee, a buy that completes the curve said before it
 * is sent), then on its Uniswap pair (the swap service's quote, its Router02 call checked field by
 * field, the exact approval, impact tiers). Every trade is simulated before the wallet is asked.
 */
export function TradePanel({ token, ticker, graduated: pageGraduated, onTraded }: TradePanelProps) {
  const wallet = useWallet();
  const { config, account } = wallet;
  const [side, setSide] = useState<Side>('buy');
  const [buyIn, setBuyIn] = useState<BuyIn>('eth');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<SwapFailure | null>(null);
  const [consent, setConsent] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const parsed = parseAmount(text, 18);
  const amount = parsed.ok ? parsed.amount : null;
  const market = useCurveMarket(config, token);
  const graduated = pageGraduated || market.data?.graduated === true;
  const balances = useTraderBalances(config, token, account?.address);
  // The pair's quote is for ETH in: after graduation a buy is typed in ETH again.
  const exactTokens = side === 'buy' && buyIn === 'tokens' && !graduated;
  const input = { config, token, ticker, side, amount };
  const curve = useCurveEngine({ ...input, spot: graduated ? undefined : market.data, exactTokens });
  const pair = usePairEngine({ ...input, amount: graduated ? amount : null, account: account?.address });
  const engine: TradeEngine = graduated ? pair : curve;
  const send = useSendTrade();

  const needed = side === 'buy' ? (engine.ethNeeded ?? amount) : amount;
  const held = side === 'buy' ? balances.data?.eth : balances.data?.tokens;
  const tooMuch = needed !== null && held !== undefined && needed > held;
  const wrongChain = account !== undefined && account.chainId !== env.chainId;

  const reset = (next: string) => {
    setText(next);
    setFailure(null);
    setConsent(false);
  };
  const choose = (next: Side) => {
    setSide(next);
    reset('');
  };
  const chooseBuyIn = (next: BuyIn) => {
    setBuyIn(next);
    reset('');
  };
  // A number of tokens typed before graduation must not be read as ETH after it (React's "adjust
  // state while rendering": no effect, no frame showing the stale reading).
  if (graduated && buyIn === 'tokens') {
    setBuyIn('eth');
    setText('');
  }

  const submit = () => {
    if (!config || !account || !engine.send) return;
    setFailure(null);
    const sendTrade = engine.send;
    // The toasts (sent, confirmed, failed) come from the transaction tracker the send goes through.
    send.mutate(() => sendTrade(config, account), {
      onSuccess: (trade) => {
        reset('');
        onTraded?.(trade);
      },
      onError: (error) =>
        setFailure(
          error instanceof RefusedTransaction
            ? { kind: 'unknown', title: 'This transaction was refused before your wallet.', action: error.message }
            : describeSwapFailure(error),
        ),
    });
  };

  const button = (() => {
    if (!account) return { label: 'Connect a wallet to trade', action: wallet.openWallet };
    if (wrongChain) return { label: 'Switch your wallet to this app’s chain', action: wallet.openWallet };
    if (amount === null) return { label: 'Enter an amount' };
    if (tooMuch) return { label: `Not enough ${side === 'buy' ? 'ETH' : ticker}` };
    if (engine.blocked) return { label: 'Price impact too high' };
    if (!engine.send) return { label: 'Getting a quote…' };
    if (engine.needsConsent && !consent) return { label: 'Accept the price impact first' };
    return { label: side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`, action: submit };
  })();

  return (
    <section aria-labelledby="trade-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="trade-title" className="font-semibold text-fg">
          Trade
        </h2>
        <SegmentedControl legend="Buy or sell" options={SIDES} value={side} onChange={choose} />
      </div>
      <p className="text-muted text-sm">
        {graduated ? 'Graduated: trades on its Uniswap V2 pair.' : 'On its bonding curve until it graduates.'}
      </p>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={inputId} className="text-muted text-sm">
            {side === 'buy' && !exactTokens ? 'Amount in ETH' : `Amount in ${ticker}`}
          </label>
          {side === 'buy' && !graduated ? (
            <SegmentedControl
              legend="Buy by"
              options={[
                { value: 'eth', label: 'ETH' },
                { value: 'tokens', label: ticker },
              ]}
              value={buyIn}
              onChange={chooseBuyIn}
            />
          ) : null}
        </div>
        <input
          id={inputId}
          value={text}
          onChange={(event) => reset(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          aria-invalid={text !== '' && !parsed.ok}
          aria-describedby={hintId}
          className="h-11 rounded-lg border border-line bg-raised px-3 font-mono text-fg tabular-nums focus-visible:outline-2 focus-visible:outline-accent"
        />
        <div className="flex flex-wrap gap-2">
          {exactTokens
            ? null
            : side === 'buy'
              ? BUY_PRESETS_ETH.map((eth) => (
                  <Button key={eth} variant="secondary" size="sm" onClick={() => reset(eth)}>
                    {eth} ETH
                  </Button>
                ))
              : SELL_SHARES.map((percent) => (
                  <Button
                    key={percent}
                    variant="secondary"
                    size="sm"
                    disabled={!balances.data || balances.data.tokens === 0n}
                    onClick={() => balances.data && reset(formatUnits(shareOf(balances.data.tokens, percent), 18))}
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

      {engine.view ? <QuoteLines view={engine.view} /> : null}
      {engine.quoteFailed ? (
        <p role="alert" className="text-down text-sm">
          No quote for this amount. Try a smaller one.
        </p>
      ) : null}
      {engine.blocked ? (
        <p role="alert" className="text-down text-sm">
          {engine.blocked}
        </p>
      ) : null}
      {engine.needsConsent && engine.view ? (
        <label className="flex items-start gap-2 text-fg text-sm">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          {`I accept a price impact of ${formatPercent(engine.view.priceImpact * 100)}.`}
        </label>
      ) : null}

      <Button
        onClick={button.action}
        disabled={button.action === undefined || send.isPending}
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

function QuoteLines({ view }: { view: QuoteView }) {
  const rows: [string, string][] = [
    ...(view.pay ? ([['You pay', view.pay]] as [string, string][]) : []),
    ['You receive', view.receive],
    [view.minimumLabel, view.minimum],
    [view.feeLabel, view.fee],
    ['Price impact', formatPercent(view.priceImpact * 100, 2)],
  ];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-mono text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {view.completes ? (
        <p role="status" className="rounded-lg border border-accent/50 bg-accent/10 p-3 text-fg">
          {view.completes}
        </p>
      ) : null}
    </div>
  );
}
