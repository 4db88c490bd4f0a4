/**
 * A preview from start to end, loaded on demand (use-transaction-preview.ts imports it inside its
 * query): simulate the exact calls, name their tokens, put the changes in words, judge them.
 */
import type { Abi, Address } from 'viem';
import type { Config } from 'wagmi';
import { approvalSpenders, ethRecipients, nameOfAddress, tokenRecipients } from './app-contracts';
import type { PreviewToken } from './eth';
import { checkPreview } from './preview-check';
import { formatPreviewAmount, type PreviewBound, type PreviewLine, previewLines } from './preview-lines';
import { type PreviewCall, simulatePreview } from './simulate-preview';
import { readTokenInfo, type TokenInfo, tokenKey } from './token-info';

export interface PreviewRequest {
  config: Config;
  chainId: number;
  account: Address;
  /** In order, exactly as the wallet will be asked for them (an approval, then the call needing it). */
  calls: readonly PreviewCall[];
  /** What the trader chose to send: nothing else may leave the account. */
  chosen: readonly PreviewToken[];
  /** A wrap sends ETH to WETH9, which the rules then allow too. */
  wrap?: boolean;
  known?: readonly (TokenInfo & { address: Address })[];
  /** The name of a token the chain cannot name yet (a launch's, created in the simulation only). */
  unanswered?: TokenInfo;
  /** What the review shows as guaranteed: the simulated figures must keep to them, or the preview blocks. */
  bounds?: readonly PreviewBound[];
  /**
   * The Uniswap V2 pairs of the route, in order, for a Router02 swap: the router moves the input
   * token from the account straight to the first one, so a chosen token may go to these (besides the
   * router and the curve), and to no other address.
   */
  routePairs?: readonly Address[];
  /** The contracts' own errors, to name a revert's reason. */
  errorAbis?: readonly Abi[];
}

export type PreviewResult =
  | { status: 'ready'; lines: PreviewLine[]; block: bigint }
  | { status: 'blocked'; lines: PreviewLine[]; reason: string; block: bigint }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable'; reason: string };

export async function runPreview(request: PreviewRequest): Promise<PreviewResult> {
  const { config, chainId, account } = request;
  const simulated = await simulatePreview(config, chainId, account, request.calls, request.errorAbis);
  if (simulated.status !== 'ready') return simulated;
  const { changes } = simulated;
  const info = await readTokenInfo(config, chainId, changes, request.known ?? [], request.unanswered);
  const lines = previewLines(changes, {
    info,
    nameOf: (address) => nameOfAddress(chainId, address),
    bounds: request.bounds,
  });
  const verdict = checkPreview(changes, {
    chosen: request.chosen,
    ethRecipients: ethRecipients(chainId, { wrap: request.wrap }),
    tokenRecipients: tokenRecipients(chainId, request.routePairs),
    spenders: approvalSpenders(chainId),
    bounds: request.bounds,
    symbolOf: (token) => info.get(tokenKey(token))?.symbol,
    amountText: (token, amount, rounding) => {
      const { symbol, decimals } = info.get(tokenKey(token)) ?? { symbol: 'tokens', decimals: 18 };
      return `${formatPreviewAmount(amount, decimals, rounding)} ${symbol}`;
    },
  });
  const { block } = simulated;
  return verdict.ok ? { status: 'ready', lines, block } : { status: 'blocked', lines, reason: verdict.reason, block };
}
