/**
 * The one path from a swap service quote to the chain, for `/swap` and for the token page's panel
 * once the token trades on its pair. In order, each step before the wallet is asked:
 * 1. the quote is a fresh one (never older than 30 s);
 * 2. its Router02 call is checked field by field against the quote and against what the trader
 *    typed (checkSwapTransaction), with "now" the later of the latest block and the clock;
 * 3. the quote is checked against the chain: the route's reserves, read at one block, give the app's
 *    own output (or input) and price impact (lib/pair-route-math.ts); a quote more than the slippage
 *    worse than that figure is refused;
 * 4. the approvals an ERC-20 input needs (token-approval.ts) and the swap are the calls the review
 *    previewed, byte for byte: a different swap call is refused, different approvals (an allowance
 *    that changed in another tab) send the trader back to the review (ReviewAgain), never to the
 *    wallet; then exactly the previewed approvals are sent, and the quote must still be fresh;
 * 5. the call is simulated at the latest block (its revert is the error the trader reads);
 * 6. the wallet sends exactly the checked call (`to`, `data`, `value`; it prices gas itself), and the
 *    transaction is followed to its receipt.
 * The review step builds the same calls first (prepareRouterSwap), with the app's impact and the
 * route's pairs for the preview.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import type { Quote } from '@interface/swap';
import type { Address, Hex, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { readTransactionNow } from '@/lib/chain-time';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { callsKey } from '@/lib/transaction-preview/use-transaction-preview';
import { type TransactionKind, trackTransaction } from '@/lib/transactions/track';
import { checkQuoteAgainstRoute } from '../lib/pair-route-math';
import { isQuoteFresh } from '../lib/quote-freshness';
import { checkSwapTransaction } from '../lib/swap-transaction-check';
import { parseUint256 } from '../lib/uint256';
import { pairsOfRoute, readRouteReserves } from './route-reserves';
import { type ApprovalRequest, approvalCalls, sendApprovals } from './token-approval';

const actions = () => import('wagmi/actions');

/** Refused before the wallet: the service's transaction is not the trade on screen, or the quote is old. */
export class RefusedSwap extends Error {}

/** What the trader reads when the send went back to the review. */
export const REVIEW_AGAIN_TITLE = 'Review again: your wallet was not asked.';

/**
 * Nothing was sent: what the wallet would be asked for now is not what the review showed (the
 * approvals differ: an allowance changed since). The review builds its calls again and shows them;
 * the trader confirms again. `calls`: what would be sent now.
 */
export class ReviewAgain extends Error {
  constructor(
    message: string,
    readonly calls: readonly PreviewCall[],
  ) {
    super(message);
    this.name = 'ReviewAgain';
  }
}

export interface RouterSwapOrder {
  chainId: number;
  connectedChainId: number;
  account: Address;
  /** NATIVE_ADDRESS for ETH. */
  tokenIn: Address;
  tokenOut: Address;
  symbolIn: string;
  exact: 'in' | 'out';
  /** The amount on screen, on its exact side, in the smallest unit. */
  typedAmount: bigint;
  slippageBps: number;
  quote: Quote;
  /** When the quote arrived (ms): one older than 30 s is never sent. */
  receivedAt: number;
  unlimitedApproval: boolean;
  /** For the words of a refusal: the output's symbol, both tokens' decimals (18 when not given). */
  symbolOut?: string;
  decimals?: { in: number; out: number };
  /** Every call the review previewed, the approvals then the swap: sendRouterSwap sends these or nothing. */
  previewed?: readonly PreviewCall[];
  /** What the transaction store and the toasts call it: "Swap 0.1 ETH for TICK", "Bought TICK". */
  label: {
    kind: Extract<TransactionKind, 'swap' | 'buy' | 'sell'>;
    title: string;
    description?: string;
    confirmedTitle?: string;
  };
}

const STALE = 'This quote is over 30 seconds old: wait for the fresh one, then review again.';

/** Steps 1 and 2: the quote's call, checked; what it may take of the input token. */
async function checkedSwap(config: Config, order: RouterSwapOrder) {
  const { quote, chainId, account } = order;
  if (!isQuoteFresh(order.receivedAt, Date.now())) throw new RefusedSwap(STALE);
  if (!quote.transaction) throw new RefusedSwap('The quote came without its transaction: ask again.');
  const check = checkSwapTransaction(quote.transaction, {
    quoteChainId: chainId,
    connectedChainId: order.connectedChainId,
    account,
    tokenIn: order.tokenIn,
    tokenOut: order.tokenOut,
    exact: order.exact,
    typedAmount: order.typedAmount,
    quote: { path: quote.path, amountIn: quote.amountIn, amountOut: quote.amountOut },
    slippageBps: order.slippageBps,
    nowSeconds: await readTransactionNow(config, chainId),
  });
  const raw = { to: quote.transaction.to as Address, data: quote.transaction.data as Hex };
  if (!check.ok) return { ok: false as const, message: check.message, raw: { ...raw, value: rawValue(quote) } };
  return { ok: true as const, tx: { ...raw, value: check.value }, spend: check.spend, path: check.call.path };
}

const rawValue = (quote: Quote) => {
  try {
    return BigInt(quote.transaction?.value ?? '0');
  } catch {
    return 0n;
  }
};

async function checkedOrRefused(config: Config, order: RouterSwapOrder) {
  const checked = await checkedSwap(config, order);
  if (!checked.ok) throw new RefusedSwap(checked.message);
  return checked;
}

/** The calls a review previews, and why the send would refuse them (the service's call is not the trade). */
export interface PreparedRouterSwap {
  calls: PreviewCall[];
  /**
   * Set when the call fails its check, or the quote is more than the slippage worse than the pools
   * give: it is still previewed, so the trader sees what it would have done.
   */
  refusal?: string;
  /**
   * The app's own price impact, a fraction, from the route's reserves (0 when the call is refused
   * before the pools are read): the tier is taken from the larger of it and the service's.
   */
  impact: number;
  /** The route's pairs, in order: where the input token may go besides the router. */
  pairs: Address[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The quote's route with ETH as WETH, as Router02 trades it; undefined when it is not a route of addresses. */
function routeOfQuote(order: RouterSwapOrder): Address[] | undefined {
  const weth = addressBook(order.chainId).weth;
  const path = order.quote.path.map((token) => (same(token, NATIVE_ADDRESS) ? weth : token));
  return path.length >= 2 && path.every((token) => /^0x[0-9a-fA-F]{40}$/.test(token)) ? (path as Address[]) : undefined;
}

/** Step 3: the pools' own figure for the trade at one block, and the refusal of a quote too far from it. */
async function poolFigure(config: Config, order: RouterSwapOrder, path: readonly Address[]) {
  const { block, pairs, hops } = await readRouteReserves(config, order.chainId, path);
  const figure = checkQuoteAgainstRoute({
    exact: order.exact,
    typedAmount: order.typedAmount,
    quoteAmountIn: parseUint256(order.quote.amountIn) ?? 0n,
    quoteAmountOut: parseUint256(order.quote.amountOut) ?? 0n,
    slippageBps: order.slippageBps,
    hops,
    block,
    tokenIn: { symbol: order.symbolIn, decimals: order.decimals?.in ?? 18 },
    tokenOut: { symbol: order.symbolOut ?? 'of the token bought', decimals: order.decimals?.out ?? 18 },
  });
  return { ...figure, pairs };
}

const approvalRequest = (order: RouterSwapOrder, needed: bigint): ApprovalRequest => ({
  chainId: order.chainId,
  account: order.account,
  token: order.tokenIn,
  spender: addressBook(order.chainId).uniswapV2Router02,
  needed,
  unlimited: order.unlimitedApproval,
  symbol: order.symbolIn,
});

/** The approvals the swap needs now (none for ETH): an unreadable allowance rejects, in words. */
async function approvalsFor(config: Config, order: RouterSwapOrder, spend: bigint): Promise<PreviewCall[]> {
  if (order.tokenIn === NATIVE_ADDRESS) return [];
  try {
    return await approvalCalls(config, approvalRequest(order, spend));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `Your ${order.symbolIn} allowance for the Uniswap router could not be read, so the approval this swap needs cannot be known: ${reason}`,
    );
  }
}

/**
 * What the review step previews: the approvals the send would ask for first (token-approval.ts
 * judges them as it will send them), then the checked swap call; the app's own impact and the
 * route's pairs. Rejects when the allowance or the pools cannot be read: an unread allowance is
 * never "no approval needed", an unread pool never "as the service says".
 */
export async function prepareRouterSwap(config: Config, order: RouterSwapOrder): Promise<PreparedRouterSwap> {
  const checked = await checkedSwap(config, order);
  if (!checked.ok) {
    const route = routeOfQuote(order);
    return {
      calls: [checked.raw],
      refusal: checked.message,
      impact: 0,
      pairs: route ? pairsOfRoute(order.chainId, route) : [],
    };
  }
  const { tx, spend, path } = checked;
  const [figure, approvals] = await Promise.all([poolFigure(config, order, path), approvalsFor(config, order, spend)]);
  return { calls: [...approvals, tx], refusal: figure.refusal, impact: figure.impact, pairs: figure.pairs };
}

const describeApprovals = (calls: readonly PreviewCall[], symbol: string) =>
  calls.length === 0
    ? 'no approval'
    : calls.length === 1
      ? `one approval of ${symbol}`
      : `a reset of the ${symbol} approval to zero, then an approval`;

/**
 * Sends exactly the calls the review previewed (`order.previewed`: the approvals, then the swap),
 * after every check again. Throws RefusedSwap before the wallet when the call is not the trade or
 * the quote is too far from the pools, and ReviewAgain when the approvals needed now are not the
 * previewed ones.
 */
export async function sendRouterSwap(
  config: Config,
  order: RouterSwapOrder & { previewed: readonly PreviewCall[] },
): Promise<TransactionReceipt> {
  const { chainId, account } = order;
  const checked = await checkedOrRefused(config, order);
  const swapPreviewed = order.previewed.at(-1);
  if (!swapPreviewed || callsKey([swapPreviewed]) !== callsKey([checked.tx])) {
    throw new RefusedSwap('This is not the transaction you reviewed: review again.');
  }
  const figure = await poolFigure(config, order, checked.path);
  if (figure.refusal) throw new RefusedSwap(figure.refusal);

  const approvals = await approvalsFor(config, order, checked.spend);
  const previewedApprovals = order.previewed.slice(0, -1);
  if (callsKey(approvals) !== callsKey(previewedApprovals)) {
    throw new ReviewAgain(
      `Your ${order.symbolIn} allowance for the router changed since your review: your wallet would now be asked ` +
        `for ${describeApprovals(approvals, order.symbolIn)}, where the review showed ` +
        `${describeApprovals(previewedApprovals, order.symbolIn)}. Nothing was sent: check the new preview, then confirm again.`,
      [...approvals, checked.tx],
    );
  }
  if (approvals.length > 0) {
    await sendApprovals(config, approvalRequest(order, checked.spend), approvals);
    // The approval took its time in the wallet and on chain: the quote must still be a fresh one.
    if (!isQuoteFresh(order.receivedAt, Date.now())) {
      throw new RefusedSwap('Approved. The quote is now over 30 seconds old: review the fresh one and send again.');
    }
  }
  const { call, sendTransaction } = await actions();
  const tx = { chainId, account, ...checked.tx };
  await call(config, { ...tx, blockTag: 'latest' });
  const hash = await sendTransaction(config, tx);
  return trackTransaction(config, { chainId, account, hash, ...order.label });
}
