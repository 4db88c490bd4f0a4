import { chatSigningMessage } from '@interface/chat';
import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';

/**
 * Asks the wallet for an EIP-191 personal_sign of exactly the text the service verifies. wagmi is
 * imported on demand: the wallet layer has loaded it by the time anyone can sign, and a static
 * import would pull about 190 KB into the token page's first load.
 */
export async function signChatMessage(config: Config, account: Address, tokenAddress: string, message: string) {
  const { signMessage } = await import('wagmi/actions');
  const signature: Hex = await signMessage(config, { account, message: chatSigningMessage(tokenAddress, message) });
  return signature;
}
