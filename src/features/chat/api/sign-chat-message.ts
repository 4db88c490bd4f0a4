import { chatSigningMessage } from '@interface/chat';
import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';

export interface SignedChatMessage {
  /** Unix seconds, part of the signed text: each post's signature is new, even for the same words. */
  signedAt: number;
  signature: Hex;
}

/**
 * Asks the wallet for an EIP-191 personal_sign of exactly the text the service verifies, stamped with
 * this second. wagmi is imported on demand: the wallet layer has loaded it by the time anyone can
 * sign, and a static import would pull about 190 KB into the token page's first load.
 */
export async function signChatMessage(
  config: Config,
  account: Address,
  tokenAddress: string,
  message: string,
): Promise<SignedChatMessage> {
  const { signMessage } = await import('wagmi/actions');
  const signedAt = Math.floor(Date.now() / 1000);
  const signature = await signMessage(config, {
    account,
    message: chatSigningMessage(tokenAddress, signedAt, message),
  });
  return { signedAt, signature };
}
