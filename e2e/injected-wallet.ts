/**
 * A browser wallet as an extension injects one (`window.ethereum`, EIP-1193), for specs that must
 * see the app with the wallet most traders have rather than the Development wallet. It answers for one
 * account that Anvil impersonates (so that it may send without a key), forwards every other request
 * to the chain, and tells the page of each new block as extensions do (their own polling).
 */
import type { Page } from '@playwright/test';
import { type Address, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { anvil } from './chain';
import { expect } from './fixtures';
import { E2E_URLS } from './stack';

/** A fresh account, funded and impersonated by Anvil, behind `window.ethereum` on `page`. */
export async function installInjectedWallet(page: Page, eth = '10'): Promise<Address> {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  await anvil('anvil_setBalance', [address, toHex(parseEther(eth))]);
  await anvil('anvil_impersonateAccount', [address]);
  await page.addInitScript(
    ({ address, chainId, rpc }) => {
      const listeners = new Map<string, Set<(value: unknown) => void>>();
      const emit = (event: string, value: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(value);
      };
      let id = 0;
      const forward = async (method: string, params: unknown) => {
        const response = await fetch(rpc, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
        });
        const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
        return body.result;
      };
      const chainHex = `0x${chainId.toString(16)}`;
      const ethereum = {
        isMetaMask: false,
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return [address];
            case 'eth_chainId':
              return chainHex;
            case 'net_version':
              return String(chainId);
            case 'wallet_switchEthereumChain':
            case 'wallet_addEthereumChain':
              return null;
            case 'wallet_requestPermissions':
              return [{ parentCapability: 'eth_accounts' }];
            case 'wallet_getPermissions':
              return [{ parentCapability: 'eth_accounts' }];
            default:
              return forward(method, params);
          }
        },
        on: (event: string, listener: (value: unknown) => void) => {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return ethereum;
        },
        removeListener: (event: string, listener: (value: unknown) => void) => {
          listeners.get(event)?.delete(listener);
          return ethereum;
        },
      };
      // As extensions do: the same account and chain told again now and then, which a page must take calmly.
      setInterval(() => {
        emit('accountsChanged', [address]);
        emit('chainChanged', chainHex);
      }, 2_000);
      Object.defineProperty(window, 'ethereum', { value: ethereum, configurable: true });
    },
    { address, chainId: LOCAL_CHAIN_ID, rpc: E2E_URLS.chain },
  );
  return address;
}

/**
 * The injected wallet connected: as with an extension that already trusts the site, wagmi connects it
 * by itself once the wallet layer loads (it answers `eth_accounts`); else from the header's dialog.
 */
export async function connectInjectedWallet(page: Page, address: Address): Promise<void> {
  const button = page.getByTestId('wallet-button');
  // Loaded: connected by itself, or offering to connect.
  await expect(button).toHaveAttribute('data-state', /^(connected|disconnected)$/, { timeout: 30_000 });
  if ((await button.getAttribute('data-state')) === 'disconnected') {
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Browser Wallet/ }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  }
  await expect(button).toHaveAttribute('title', new RegExp(address, 'i'), { timeout: 20_000 });
}
