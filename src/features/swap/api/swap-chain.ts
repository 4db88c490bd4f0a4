/**
 * The swap page's other chain calls, through the wallet layer's wagmi config (`wagmi/actions` on
 * demand, so the page's first load carries none of it): ETH ↔ WETH through WETH9, and the gas a Max
 * keeps back. Swaps go through router-swap.ts.
 */
import type { Address, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { callsKey } from '@/lib/transaction-preview/use-transaction-preview';
import { trackTransaction } from '@/lib/transactions/track';
import { gasReserveFor } from '../lib/max-amount';
import { RefusedSwap } from './router-swap';
import { wrapCall } from './wrap-call';

const actions = () => import('wagmi/actions');

export interface WrapOrder {
  chainId: number;
  account: Address;
  kind: 'wrap' | 'unwrap';
  amount: bigint;
  title: string;
  /** The WETH9 call the review previewed: anything else is refused. */
  previewed: PreviewCall;
}

/**
 * ETH ↔ WETH through WETH9 itself: `deposit` with the ETH, or `withdraw` of the WETH. The call is
 * built again from the order and must be byte for byte the one the review previewed; then it is
 * simulated at the latest block and that exact call is sent.
 */
export async function sendWrap(config: Config, order: WrapOrder): Promise<TransactionReceipt> {
  const built = wrapCall(order.kind, order.amount, addressBook(order.chainId).weth);
  if (callsKey([built]) !== callsKey([order.previewed])) {
    throw new RefusedSwap(`This is not the ${order.kind} you reviewed: review it again.`);
  }
  const { call, sendTransaction } = await actions();
  const tx = { chainId: order.chainId, account: order.account, ...built };
  await call(config, { ...tx, blockTag: 'latest' });
  const hash = await sendTransaction(config, tx);
  return trackTransaction(config, {
    chainId: order.chainId,
    account: order.account,
    hash,
    kind: order.kind,
    title: order.title,
  });
}

/** Wei a Max of ETH keeps back for gas, from the fee per gas the chain asks now. */
export async function readGasReserve(config: Config, chainId: number): Promise<bigint> {
  const { estimateFeesPerGas } = await actions();
  const fees = await estimateFeesPerGas(config, { chainId });
  return gasReserveFor(fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
}
