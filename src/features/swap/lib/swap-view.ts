/**
 * What the swap widget shows of a quote (issue 11, "What the trader sees"): the route by symbol, the
 * LP fee, the minimum received or maximum sold at the trader's slippage, and the rate both ways.
 * Amounts stay bigint; the bounds are computed here with the same function the transaction check
 * uses, so what the trader reads is what the check holds the router call to, and shown rounded the
 * safe way: a minimum down, a maximum up.
 */
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import { formatUnits } from 'viem';
import { formatAmount } from '@/lib/format';
import { formatUnitsFixed } from '@/lib/format-units';
import { parseUint256 } from './uint256';

export interface ViewToken {
  address: string;
  symbol: string;
  decimals: number;
}

export interface SwapView {
  amountIn: bigint;
  amountOut: bigint;
  route: string;
  lpFee: string;
  lpFeeLabel: string;
  boundLabel: 'Minimum received' | 'Maximum sold';
  bound: string;
  /** "1 ETH = 52,000 TICK", then the other way round. */
  rate: string;
  inverseRate: string;
  /** A fraction: 0.02 is 2%. */
  priceImpact: number;
}

const RATE_SCALE = 18;

/** How many `to` one whole `from` buys at these amounts, for the eye. */
function rateText(amountFrom: bigint, from: ViewToken, amountTo: bigint, to: ViewToken): string {
  if (amountFrom === 0n) return '—';
  const scaled = (amountTo * 10n ** BigInt(from.decimals + RATE_SCALE)) / (amountFrom * 10n ** BigInt(to.decimals));
  return `1 ${from.symbol} = ${formatAmount(Number(formatUnits(scaled, RATE_SCALE)))} ${to.symbol}`;
}

const amountOf = (text: string | undefined) => parseUint256(text ?? '') ?? 0n;

export function swapView(
  quote: Quote,
  tokens: { tokenIn: ViewToken; tokenOut: ViewToken },
  exact: 'in' | 'out',
  slippageBps: number,
  symbolOf: (address: string) => string,
): SwapView {
  const { tokenIn, tokenOut } = tokens;
  const amountIn = amountOf(quote.amountIn);
  const amountOut = amountOf(quote.amountOut);
  const bound =
    exact === 'in'
      ? `${formatUnitsFixed(minimumAmountOutFor(amountOut, slippageBps), tokenOut.decimals, 6, 'down')} ${tokenOut.symbol}`
      : `${formatUnitsFixed(maximumAmountInFor(amountIn, slippageBps), tokenIn.decimals, 6, 'up')} ${tokenIn.symbol}`;
  return {
    amountIn,
    amountOut,
    route: quote.path.map(symbolOf).join(' → '),
    lpFee: `${formatUnitsFixed(amountOf(quote.lpFee), tokenIn.decimals)} ${tokenIn.symbol}`,
    lpFeeLabel: `LP fee (${quote.metadata.lpFeePercent}%)`,
    boundLabel: exact === 'in' ? 'Minimum received' : 'Maximum sold',
    bound,
    rate: rateText(amountIn, tokenIn, amountOut, tokenOut),
    inverseRate: rateText(amountOut, tokenOut, amountIn, tokenIn),
    priceImpact: quote.priceImpact,
  };
}
