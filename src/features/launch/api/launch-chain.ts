/**
 * The launch's chain calls through the wallet layer's wagmi config. WHY `wagmi/actions` on demand: the
 * wallet layer has loaded it by the time anyone launches, and a static import would pull it into the
 * page's first load.
 */
import { launchFactoryAbi } from '@interface/contracts/abis';
import { type Address, encodeFunctionData, isAddressEqual, parseEventLogs } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { callsKey } from '@/lib/transaction-preview/use-transaction-preview';
import { trackTransaction } from '@/lib/transactions/track';
import type { SentLaunch } from '../lib/launch-draft';
import type { LaunchCall, PreparedLaunch } from '../lib/launch-flow';

const actions = () => import('wagmi/actions');

/** The launch exactly as the wallet is asked for it: what the review step previews. */
export function launchCallOf(call: LaunchCall): PreviewCall {
  return {
    to: addressBook(call.chainId).launchFactory,
    value: call.value,
    data: encodeFunctionData({
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: [call.name, call.ticker, call.metadataHash, call.minTokensOut, call.deadline],
    }),
  };
}

/**
 * Step 3: `launch(...)` simulated at the latest block; the wallet is asked for exactly that request,
 * which must be byte for byte the call the review previewed (launchCallOf).
 */
export async function prepareLaunch(config: Config, call: LaunchCall): Promise<PreparedLaunch> {
  const { simulateContract, writeContract } = await actions();
  const { request } = await simulateContract(config, {
    chainId: call.chainId,
    account: call.account,
    address: addressBook(call.chainId).launchFactory,
    abi: launchFactoryAbi,
    functionName: 'launch',
    args: [call.name, call.ticker, call.metadataHash, call.minTokensOut, call.deadline],
    value: call.value,
    blockTag: 'latest',
  });
  const simulated = { to: request.address, data: encodeFunctionData(request), value: request.value ?? 0n };
  if (callsKey([simulated]) !== callsKey([launchCallOf(call)])) {
    throw new Error('The simulated launch is not the one to review: try again.');
  }
  return { send: () => writeContract(config, request) };
}

/**
 * Step 5: follows the transaction with the app's tracker (toast, store, resumed after a reload) and
 * reads the new token's address from the receipt's Launched event.
 */
export async function confirmLaunch(config: Config, sent: SentLaunch): Promise<Address> {
  const receipt = await trackTransaction(config, {
    chainId: sent.chainId,
    account: sent.account,
    hash: sent.hash,
    kind: 'launch',
    title: `Launch ${sent.ticker}`,
    description: sent.name,
    confirmedTitle: `Launched ${sent.ticker}`,
  });
  const launched = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Launched', logs: receipt.logs }).find(
    (log) =>
      isAddressEqual(log.address, addressBook(sent.chainId).launchFactory) &&
      isAddressEqual(log.args.creator, sent.account),
  );
  if (!launched) throw new Error('The receipt holds no Launched event from the launch factory.');
  return launched.args.token;
}
