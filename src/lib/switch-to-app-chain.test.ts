import { describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { switchChain } from 'wagmi/actions';
import { switchToAppChain } from './switch-to-app-chain';

vi.mock('wagmi/actions', () => ({ switchChain: vi.fn() }));
const config = {} as Config;

describe('switchToAppChain', () => {
  it('asks the wallet to switch to the app’s chain', async () => {
    const openWallet = vi.fn();
    vi.mocked(switchChain).mockResolvedValueOnce({} as never);
    await switchToAppChain(config, openWallet);
    expect(switchChain).toHaveBeenCalledWith(config, { chainId: 31337 });
    expect(openWallet).not.toHaveBeenCalled();
  });

  it('opens the wallet’s own dialog where the wallet cannot switch, or the trader declines', async () => {
    const openWallet = vi.fn();
    vi.mocked(switchChain).mockRejectedValueOnce(new Error('Unrecognized chain ID'));
    await switchToAppChain(config, openWallet);
    expect(openWallet).toHaveBeenCalledTimes(1);
  });
});
