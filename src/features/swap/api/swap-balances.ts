/**
 * The connected wallet's balances of the listed tokens (issue 11: "fetched in one multicall"): every
 * ERC-20 `balanceOf` in one Multicall3 call, run deployless (the multicall contract's code is sent with
 * the eth_call, so it works on a chain that has none deployed, as the local one), and ETH with
 * `getBalance` beside it.
 */
import { NATIVE_ADDRESS } from '@interface/common';
import { launchTokenAbi } from '@interface/contracts/abis';
import type { Address } from 'viem';
import type { Config } from 'wagmi';

const actions = () => import('wagmi/actions');

export type Balances = ReadonlyMap<string, bigint>;

export async function readSwapBalances(
  config: Config,
  chainId: number,
  account: Address,
  tokens: readonly Address[],
): Promise<Balances> {
  const { getBalance, readContracts } = await actions();
  const erc20s = tokens.filter((t) => t !== NATIVE_ADDRESS);
  const [eth, results] = await Promise.all([
    getBalance(config, { chainId, address: account, blockTag: 'latest' }),
    erc20s.length === 0
      ? Promise.resolve([])
      : readContracts(config, {
          contracts: erc20s.map((address) => ({
            chainId,
            address,
            abi: launchTokenAbi,
            functionName: 'balanceOf',
            args: [account],
          })),
          blockTag: 'latest',
          deployless: true,
          allowFailure: true,
        }),
  ]);
  const balances = new Map<string, bigint>([[NATIVE_ADDRESS, eth.value]]);
  // A token whose balanceOf fails (not an ERC-20 after all) simply shows no balance.
  results.forEach((result, i) => {
    if (result.status === 'success' && typeof result.result === 'bigint') balances.set(erc20s[i]!, result.result);
  });
  return balances;
}
