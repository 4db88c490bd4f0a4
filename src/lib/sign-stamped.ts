import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';

export interface StampedSignature {
  /** Unix seconds, part of the signed text: each signature is new, and the service can refuse old ones. */
  signedAt: number;
  signature: Hex;
}

/**
 * Asks the wallet for an EIP-191 personal_sign of `textAt(this second)`. wagmi is imported on demand:
 * the wallet layer has loaded it by the time anyone can sign, and a static import would pull about
 * 190 KB into the first load.
 */
export async function signStamped(
  config: Config,
  account: Address,
  textAt: (unixSeconds: number) => string,
): Promise<StampedSignature> {
  const { signMessage } = await import('wagmi/actions');
  const signedAt = Math.floor(Date.now() / 1000);
  const signature = await signMessage(config, { account, message: textAt(signedAt) });
  return { signedAt, signature };
}
