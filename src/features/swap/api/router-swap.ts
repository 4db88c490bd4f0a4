/**
 * The one path from a swap service quote to the chain, for `/swap` and for the token page's panel
 * once the token trades on its pair. In order, each step before the wallet is asked:
 * 1. the quote is a fresh one (never older than 30 s);
 * 2. its Router02 call is checked field by field against the quote and against what the trader
 *    typed (checkSwapTransaction), with "now" the later of the latest block and the clock;
 * 3. an ERC-20 input is approved for what the checked call may take (token-approval.ts), and the
 *    quote must still be fresh after that;
 * 4. the call is simulated at the latest block (its revert is the error the trader reads);
 * 5. the wallet sends exactly the checked call (`to`, `data`, `value`; it prices gas itself), and the
 *    transaction is followed to its receipt.
 * The review step previews the same calls first (prepareRouterSwap: the approval, when the allowance
 * is short, then the swap), and the send refuses a call that is not byte for byte the one previewed.
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
import { isQuoteFresh } from '../lib/quote-freshness';
import { checkSwapTransaction } from '../lib/swap-transaction-check';
import { approvalCalls, ensureAllowance } from './token-approval';

const actions = () => import('wagmi/actions');

/** Refused before the wallet: the service's transaction is not the trade on screen, or the quote is old. */
export class RefusedSwap extends Error {}

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
  /** The swap call the review step previewed: anything else is refused. */
  previewed?: PreviewCall;
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
  return { ok: true as const, tx: { ...raw, value: check.value }, spend: check.spend };
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
  /** Set when the call fails its check: it is still previewed, so the trader sees what it would have done. */
  refusal?: string;
}

/**
 * What the review step previews: the approvals the send would ask for first (token-approval.ts
 * judges them as it will send them; an unreadable allowance previews the swap alone, whose
 * simulation then says it would fail), then the checked swap call.
 */
export async function prepareRouterSwap(config: Config, order: RouterSwapOrder): Promise<PreparedRouterSwap> {
  const checked = await checkedSwap(config, order);
  if (!checked.ok) return { calls: [checked.raw], refusal: checked.message };
  const { tx, spend } = checked;
  if (order.tokenIn === NATIVE_ADDRESS) return { calls: [tx] };
  const approvals = await approvalCalls(config, {
    chainId: order.chainId,
    account: order.account,
    token: order.tokenIn,
    spender: addressBook(order.chainId).uniswapV2Router02,
    needed: spend,
    unlimited: order.unlimitedApproval,
    symbol: order.symbolIn,
  }).catch(() => []);
  return { calls: [...approvals, tx] };
}

export async function sendRouterSwap(config: Config, order: RouterSwapOrder): Promise<TransactionReceipt> {
  const { chainId, account } = order;
  const checked = await checkedOrRefused(config, order);
  if (order.previewed && callsKey([order.previewed]) !== callsKey([checked.tx])) {
    throw new RefusedSwap('This is not the transaction you reviewed: review again.');
  }

  if (order.tokenIn !== NATIVE_ADDRESS) {
    await ensureAllowance(config, {
      chainId,
      account,
      token: order.tokenIn,
      spender: addressBook(chainId).uniswapV2Router02,
      needed: checked.spend,
      unlimited: order.unlimitedApproval,
      symbol: order.symbolIn,
    });
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
