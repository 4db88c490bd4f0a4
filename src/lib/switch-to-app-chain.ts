/**
 * "Wrong chain", wherever a flow meets it: the wallet is asked to switch to the app's chain (wagmi's
 * `switchChain`, EIP-3326); a wallet that cannot, or a trader who declines there, gets the wallet's
 * own dialog instead, which on a chain RainbowKit does not support is its chain dialog.
 */
import type { Config } from 'wagmi';
import { env } from '@/app/env';

export async function switchToAppChain(config: Config, openWallet: () => void): Promise<void> {
  try {
    const { switchChain } = await import('wagmi/actions');
    await switchChain(config, { chainId: env.chainId });
  } catch {
    openWallet();
  }
}
