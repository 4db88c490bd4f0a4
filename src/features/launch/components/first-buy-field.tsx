import { MAX_FIRST_BUY_TOKENS } from '@interface/market/curve';
import type { ReactNode } from 'react';
import { formatUnitsCompact } from '@/lib/format-units';
import { type FirstBuy, MAX_FIRST_BUY_ETH, minTokensOutOf } from '../lib/first-buy';
import { TextField } from './text-field';

interface FirstBuyFieldProps {
  value: string;
  ticker: string;
  firstBuy: FirstBuy;
  error: string | undefined;
  slippageBps: number;
  slippageControl: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The optional first buy in ETH: the tokens it gets, the 10% cap, and its minimum from the slippage. */
export function FirstBuyField({
  value,
  ticker,
  firstBuy,
  error,
  slippageBps,
  slippageControl,
  onChange,
  onBlur,
}: FirstBuyFieldProps) {
  const symbol = ticker || 'tokens';
  const cap = `A first buy gets at most 10% of the supply (${formatUnitsCompact(MAX_FIRST_BUY_TOKENS)} ${symbol}, about ${formatUnitsCompact(MAX_FIRST_BUY_ETH)} ETH).`;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="First buy in ETH"
        optional
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        inputMode="decimal"
        placeholder="0.0"
        hint={cap}
      />
      {firstBuy.kind === 'ok' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">You receive</dt>
          <dd className="text-right font-mono text-fg tabular-nums">
            {formatUnitsCompact(firstBuy.quote.tokensOut)} {symbol}
          </dd>
          <dt className="text-muted">Minimum, with your slippage</dt>
          <dd className="text-right font-mono text-fg tabular-nums">
            {formatUnitsCompact(minTokensOutOf(firstBuy, slippageBps), 18, 'down')} {symbol}
          </dd>
          <dt className="text-muted">Fee (1%)</dt>
          <dd className="text-right font-mono text-fg tabular-nums">{formatUnitsCompact(firstBuy.quote.fee)} ETH</dd>
        </dl>
      ) : null}
      {slippageControl}
    </div>
  );
}
