/**
 * The symbol and decimals of each token a preview shows: the flow's own knowledge first (it knows
 * the tokens it trades), the chain for any other (a tampered call moves tokens the flow never named).
 */
import { type Address, erc20Abi } from 'viem';
import type { Config } from 'wagmi';
import type { AccountChanges } from './account-changes';
import { ETH, type PreviewToken } from './eth';

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

export type TokenInfoMap = ReadonlyMap<string, TokenInfo>;

const actions = () => import('wagmi/actions');
export const tokenKey = (token: PreviewToken) => (token === ETH ? ETH : token.toLowerCase());

function tokensOf(changes: AccountChanges): Address[] {
  const all = [...changes.tokens.map((t) => t.token), ...changes.outflows.map((o) => o.token)];
  const tokens: Address[] = all.filter((t): t is Address => t !== ETH);
  for (const approval of changes.approvals) tokens.push(approval.token);
  for (const permission of changes.permissions) {
    tokens.push(permission.kind === 'permit2' ? permission.token : permission.contract);
  }
  for (const nft of changes.nftOutflows) tokens.push(nft.contract);
  return [...new Map(tokens.map((t) => [t.toLowerCase(), t])).values()];
}

/**
 * Every token of `changes` with its symbol and decimals. One that does not answer reads as
 * `unanswered`: "tokens", 18, unless the flow knows better (a launch's token exists only in the
 * simulation, and the flow knows its ticker).
 */
export async function readTokenInfo(
  config: Config,
  chainId: number,
  changes: AccountChanges,
  known: readonly (TokenInfo & { address: Address })[],
  unanswered: TokenInfo = { symbol: 'tokens', decimals: 18 },
): Promise<Map<string, TokenInfo>> {
  const map = new Map<string, TokenInfo>([[ETH, { symbol: 'ETH', decimals: 18 }]]);
  for (const token of known) map.set(tokenKey(token.address), { symbol: token.symbol, decimals: token.decimals });
  const unknown = tokensOf(changes).filter((t) => !map.has(tokenKey(t)));
  if (unknown.length === 0) return map;
  const { readContract } = await actions();
  await Promise.all(
    unknown.map(async (address) => {
      const read = <T>(functionName: 'symbol' | 'decimals', fallback: T) =>
        readContract(config, { chainId, address, abi: erc20Abi, functionName, blockTag: 'latest' }).then(
          (value) => value as T,
          () => fallback,
        );
      const [symbol, decimals] = await Promise.all([read('symbol', ''), read('decimals', unanswered.decimals)]);
      map.set(tokenKey(address), { symbol: symbol || unanswered.symbol, decimals: Number(decimals) });
    }),
  );
  return map;
}
