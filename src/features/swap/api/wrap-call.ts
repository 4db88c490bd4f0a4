import { weth9Abi } from '@interface/contracts/abis';
import { type Address, encodeFunctionData } from 'viem';
import type { EstimateCall } from './trade-engine';

/** WETH9's own call for a wrap (`deposit` with the ETH) or an unwrap (`withdraw` of the WETH). */
export function wrapCall(kind: 'wrap' | 'unwrap', amount: bigint, weth: Address): EstimateCall {
  return kind === 'wrap'
    ? { to: weth, value: amount, data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }) }
    : { to: weth, value: 0n, data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] }) };
}
