/**
 * The swap page's other chain calls, through the wallet layer's wagmi config (`wagmi/actions` on
 * demand, so the page's first load carries none of it): ETH ↔ WETH through WETH9, and the gas a Max
 * keeps back. Swaps go through router-swap.ts.
 */
import { weth9Abi } from '@interface/contracts/abis';
import type { Address, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { trackTransaction } from '@/lib/transactions/track';
import { gasReserveFor } from '../lib/max-amount';

const actions = () => import('wagmi/actions');

export interface WrapOrder {
  chainId: number;
  account: Address;
  kind: 'wrap' | 'unwrap';
  amount: bigint;
  title: string;
}

/** ETH ↔ WETH through WETH9 itself: `deposit` with the ETH, or `withdraw` of the WETH. Simulated first. */
export async function sendWrap(config: Config, order: WrapOrder): Promise<TransactionReceipt> {
  const { simulateContract, writeContract } = await actions();
  const base = {
    chainId: order.chainId,
    account: order.account,
    address: addressBook(order.chainId).weth,
    abi: weth9Abi,
  };
  // Two branches, not one union: each simulation's request is typed for its own function.
  const hash =
    order.kind === 'wrap'
      ? await writeContract(
          config,
          (await simulateContract(config, { ...base, functionName: 'deposit', value: order.amount })).request,
        )
      : await writeContract(
          config,
          (await simulateContract(config, { ...base, functionName: 'withdraw', args: [order.amount] })).request,
        );
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
