import { chatSigningMessage } from '@interface/chat';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { type StampedSignature, signStamped } from '@/lib/sign-stamped';

/** The wallet's signature of exactly the text the service verifies for this post, stamped with this second. */
export function signChatMessage(
  config: Config,
  account: Address,
  tokenAddress: string,
  message: string,
): Promise<StampedSignature> {
  return signStamped(config, account, (signedAt) => chatSigningMessage(tokenAddress, signedAt, message));
}
