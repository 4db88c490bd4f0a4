/**
 * The network cost of a trade before it is sent, in ETH: the chain's gas estimate of the exact call
 * (or, where it cannot be estimated yet, such as a sale still to be approved, the gas the swap
 * service gave) at the most the chain asks per gas now. An upper bound, shown rounded up.
 */
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { env } from '@/app/env';
import type { EstimateCall } from './trade-engine';

export interface NetworkCost {
  wei: bigint;
  /** The estimate fell back on the service's gas figure (the call needs an approval first). */
  approximate: boolean;
}

async function estimateCost(config: Config, account: Address, call: EstimateCall): Promise<NetworkCost> {
  const { estimateFeesPerGas, estimateGas } = await import('wagmi/actions');
  const [fees, estimated] = await Promise.all([
    estimateFeesPerGas(config, { chainId: env.chainId }),
    estimateGas(config, { chainId: env.chainId, account, to: call.to, data: call.data, value: call.value }).catch(
      (error: unknown) => {
        if (call.fallbackGas === undefined) throw error;
        return undefined;
      },
    ),
  ]);
  const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
  const gas = estimated ?? call.fallbackGas ?? 0n;
  return { wei: gas * perGas, approximate: estimated === undefined };
}

export function useNetworkCost(
  config: Config | undefined,
  account: Address | undefined,
  call: EstimateCall | undefined,
) {
  return useQuery({
    queryKey: ['network-cost', account, call && { ...call, value: call.value.toString(), fallbackGas: undefined }],
    queryFn: () => estimateCost(config!, account!, call!),
    enabled: config !== undefined && account !== undefined && call !== undefined,
    staleTime: 12_000,
    retry: false,
  });
}
