import type { Wallet } from '@rainbow-me/rainbowkit';
import { type Hex, SwitchChainError } from 'viem';
import { createConnector } from 'wagmi';
import { createDevelopmentProvider, DEVELOPMENT_KEYS, type DevelopmentProvider } from './development-provider';

const DEVELOPMENT_WALLET_ID = 'development';
const DEVELOPMENT_WALLET_NAME = 'Development wallet';

/** Remembers a connection across reloads, like an extension that already granted access. */
const CONNECTED_KEY = `${DEVELOPMENT_WALLET_ID}.connected`;

// A plain icon of our own, inline so that RainbowKit's list needs no request.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1a2029"/><path d="M9 9h5.5a5 5 0 0 1 0 10H9z" fill="none" stroke="#a594ff" stroke-width="2.4"/><circle cx="20.5" cy="8" r="2.5" fill="#3ddc97"/></svg>',
)}`;

interface DevelopmentConnectorOptions {
  rpcUrl: string;
  /** Which of the well-known keys signs; 0 (Anvil's first account) unless told. */
  accountIndex?: number;
}

/**
 * A wagmi connector over {@link createDevelopmentProvider}: connecting needs no extension and no
 * node, so anyone can use the app on the local chain.
 */
function developmentConnector({ rpcUrl, accountIndex = 0 }: DevelopmentConnectorOptions) {
  const privateKey: Hex = DEVELOPMENT_KEYS[accountIndex] ?? DEVELOPMENT_KEYS[0];
  let provider: DevelopmentProvider | undefined;

  return createConnector<DevelopmentProvider, Record<string, unknown>, { [CONNECTED_KEY]: boolean }>((config) => {
    const chain = config.chains[0];
    const getProvider = async () => {
      provider ??= createDevelopmentProvider({ privateKey, chain, rpcUrl });
      return provider;
    };

    return {
      id: DEVELOPMENT_WALLET_ID,
      name: DEVELOPMENT_WALLET_NAME,
      type: DEVELOPMENT_WALLET_ID,
      icon: ICON,
      async connect({ chainId } = {}) {
        if (chainId !== undefined && chainId !== chain.id) {
          throw new SwitchChainError(new Error(`The development wallet runs on chain ${chain.id} only`));
        }
        const { account } = await getProvider();
        await config.storage?.setItem(CONNECTED_KEY, true);
        // wagmi types the answer by `withCapabilities`, which this wallet never offers.
        return { accounts: [account.address], chainId: chain.id } as never;
      },
      async disconnect() {
        await config.storage?.setItem(CONNECTED_KEY, false);
      },
      async getAccounts() {
        return [(await getProvider()).account.address];
      },
      async getChainId() {
        return chain.id;
      },
      getProvider,
      async isAuthorized() {
        return (await config.storage?.getItem(CONNECTED_KEY)) === true;
      },
      async switchChain({ chainId }) {
        if (chainId !== chain.id) throw new SwitchChainError(new Error(`Only chain ${chain.id} is available`));
        return chain;
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}

/** The development wallet as RainbowKit lists it. */
export function developmentWallet(options: DevelopmentConnectorOptions): () => Wallet {
  return () => ({
    id: DEVELOPMENT_WALLET_ID,
    name: DEVELOPMENT_WALLET_NAME,
    shortName: 'Dev wallet',
    iconUrl: ICON,
    iconBackground: '#1a2029',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({ ...developmentConnector(options)(config), ...walletDetails })),
  });
}
