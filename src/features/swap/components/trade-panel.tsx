import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useNetworkCost } from '../api/use-network-cost';
import { type Side, type TradePanelInput, useTradePanel } from '../api/use-trade-panel';
import { QUOTE_FAILURE_WORDS } from '../lib/quote-failure';
import { SlippageSettings } from './slippage-settings';
import { SwapImpactConsent } from './swap-impact-consent';
import { TradeAmountField } from './trade-amount-field';
import { TradeQuoteLines } from './trade-quote-lines';
import { TradeReviewDialog } from './trade-review-dialog';

const SIDES = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const satisfies readonly { value: Side; label: string }[];

/**
 * Buying and selling a token from its page, on one panel across graduation: on the bonding curve
 * (the contract's own quote at the latest block, a buy that completes the curve said before it is
 * sent), then on its Uniswap pair (the swap service's quote through /swap's own path: every check of
 * its Router02 call, the approval, impact tiers). A transaction is built only from the quote for
 * exactly the inputs on screen; the button opens the review step (its preview of that exact
 * transaction), and only the review's Confirm asks the wallet.
 */
export function TradePanel(props: TradePanelInput) {
  const panel = useTradePanel(props);
  const { engine, button, sending, failure, graduated } = panel;
  // Estimated only for a quote that could be sent: the cost of what the trader would sign.
  const network = useNetworkCost(engine.sendable ? panel.config : undefined, panel.account?.address, engine.estimate);
  // Between a key and the estimate for the new amount: the quote is catching up, or the estimate is.
  const costPending =
    panel.account !== undefined &&
    !network.isError &&
    (engine.sendable !== undefined || engine.updating || panel.typing);
  return (
    <section aria-labelledby="trade-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="trade-title" className="font-semibold text-fg">
          Trade
        </h2>
        <SegmentedControl legend="Buy or sell" options={SIDES} value={panel.side} onChange={panel.choose} />
      </div>
      <p className="text-muted text-sm">
        {graduated ? 'Graduated: trades on its Uniswap V2 pair.' : 'On its bonding curve until it graduates.'}
      </p>
      {panel.awaitingPair ? (
        <p role="status" className="text-muted text-sm">
          Its pair’s quotes start once the services have indexed the graduation.
        </p>
      ) : null}

      <TradeAmountField panel={panel} ticker={props.ticker} />
      <SlippageSettings
        setting={panel.slippage.setting}
        onChange={panel.slippage.change}
        autoBps={panel.slippage.autoBps}
      />

      {engine.view ? (
        <TradeQuoteLines
          view={engine.view}
          updating={engine.updating || panel.typing}
          cost={network.data}
          costPending={costPending}
        />
      ) : null}
      {engine.quoteFailure ? (
        <p role="alert" className="text-down text-sm">
          {QUOTE_FAILURE_WORDS[engine.quoteFailure].alert}
        </p>
      ) : null}
      {panel.tier && !panel.review.open ? (
        <SwapImpactConsent
          tier={panel.tier}
          impact={panel.impact}
          consent={panel.consent}
          onChange={panel.setConsent}
          top={engine.topTier}
        />
      ) : null}

      <Button
        onClick={button.action}
        disabled={button.action === undefined || sending}
        busy={sending}
        variant="primary"
      >
        {sending ? 'Confirm in your wallet, then wait for the chain…' : button.label}
      </Button>
      {failure && !panel.review.open ? (
        <div role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
          <p className="font-medium text-down">{failure.title}</p>
          <p className="text-muted">{failure.action}</p>
        </div>
      ) : null}
      <TradeReviewDialog panel={panel} ticker={props.ticker} cost={network.data} />
    </section>
  );
}
