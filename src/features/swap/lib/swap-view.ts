/**
 * What the swap widget shows of a quote (issue 11, "What the trader sees"): the route by symbol, the
 * LP fee, the minimum received or maximum sold at the trader's slippage, and the rate both ways.
 * Amounts stay bigint; the bounds are computed here with the same function the transaction check
 * uses, so what the trader reads is what the check holds the router call to.
 */
import { maximumAmountInFor, minimumAmountOutFor } from '@interface/market/bounds';
import type { Quote } from '@interface/swap';
import { formatUnits } from 'viem';
import { formatAmount } from '@/lib/format';
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

/**
 * An amount in whole units for the eye, truncated (never rounded up) to `maxFraction` digits: a figure
 * the trader reads never promises more than the chain will give.
 */
export function formatTokenAmount(amount: bigint, decimals: number, maxFraction = 6): string {
  const [whole, fraction = ''] = formatUnits(amount, decimals).split('.');
  const kept = fraction.slice(0, maxFraction).replace(/0+$/, '');
  if (kept === '' && whole === '0' && amount > 0n) return `<0.${'0'.repeat(maxFraction - 1)}1`;
  return kept ? `${whole}.${kept}` : whole!;
}

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
      ? `${formatTokenAmount(minimumAmountOutFor(amountOut, slippageBps), tokenOut.decimals)} ${tokenOut.symbol}`
      : `${formatTokenAmount(maximumAmountInFor(amountIn, slippageBps), tokenIn.decimals)} ${tokenIn.symbol}`;
  return {
    amountIn,
    amountOut,
    route: quote.path.map(symbolOf).join(' → '),
    lpFee: `${formatTokenAmount(amountOf(quote.lpFee), tokenIn.decimals)} ${tokenIn.symbol}`,
    lpFeeLabel: `LP fee (${quote.metadata.lpFeePercent}%)`,
    boundLabel: exact === 'in' ? 'Minimum received' : 'Maximum sold',
    bound,
    rate: rateText(amountIn, tokenIn, amountOut, tokenOut),
    inverseRate: rateText(amountOut, tokenOut, amountIn, tokenIn),
    priceImpact: quote.priceImpact,
  };
}
