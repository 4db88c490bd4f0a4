import { useId } from 'react';
import { formatUnits } from 'viem';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { TradePanelModel } from '../api/use-trade-panel';
import { BUY_PRESETS_ETH, SELL_SHARES, shareOf } from '../lib/curve-trade';
import { units } from '../lib/trade-view';

/** The amount: in ETH or an exact number of tokens for a buy, in tokens for a sale, with presets and balances. */
export function TradeAmountField({ panel, ticker }: { panel: TradePanelModel; ticker: string }) {
  const inputId = useId();
  const hintId = useId();
  const { side, text, parsed, balances, account, exactTokens } = panel;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={inputId} className="text-muted text-sm">
          {side === 'buy' && !exactTokens ? 'Amount in ETH' : `Amount in ${ticker}`}
        </label>
        {side === 'buy' ? (
          <SegmentedControl
            legend="Buy by"
            options={[
              { value: 'eth', label: 'ETH' },
              { value: 'tokens', label: ticker },
            ]}
            value={panel.buyIn}
            onChange={panel.chooseBuyIn}
          />
        ) : null}
      </div>
      <input
        id={inputId}
        value={text}
        onChange={(event) => panel.type(event.target.value)}
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
                <Button key={eth} variant="secondary" size="sm" onClick={() => panel.type(eth)}>
                  {eth} ETH
                </Button>
              ))
            : SELL_SHARES.map((percent) => (
                <Button
                  key={percent}
                  variant="secondary"
                  size="sm"
                  disabled={!balances || balances.tokens === 0n}
                  onClick={() => balances && panel.type(formatUnits(shareOf(balances.tokens, percent), 18))}
                >
                  {percent}%
                </Button>
              ))}
      </div>
      <p id={hintId} className="text-muted text-sm">
        {text !== '' && !parsed.ok ? (
          <span className="text-down">{parsed.message}</span>
        ) : balances ? (
          `Balance: ${units(balances.eth)} ETH · ${units(balances.tokens)} ${ticker}`
        ) : account ? (
          'Reading your balances…'
        ) : (
          'Connect a wallet to see your balances.'
        )}
      </p>
    </div>
  );
}
