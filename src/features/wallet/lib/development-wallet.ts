import type { Wallet } from '@rainbow-me/rainbowkit';
import { type Hex, SwitchChainError } from 'viem';
import { createConnector } from 'wagmi';
import {
  createDevelopmentProvider,
  DEVELOPMENT_ADDRESSES,
  DEVELOPMENT_KEYS,
  type DevelopmentProvider,
} from './development-provider';

const DEVELOPMENT_WALLET_NAME = 'Development wallet';

/**
 * Which development account is connected, remembered across reloads like an extension that already
 * granted access. One key for all ten, holding the account's index, so that a reload reconnects
 * exactly the account chosen last. `true` is what the one-account wallet stored before: account 0.
 */
const CONNECTED_KEY = 'development.connected';
type ConnectedValue = number | boolean;

// A plain icon of our own, inline so that RainbowKit's list needs no request.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#1a2029"/><path d="M9 9h5.5a5 5 0 0 1 0 10H9z" fill="none" stroke="#a594ff" stroke-width="2.4"/><circle cx="20.5" cy="8" r="2.5" fill="#3ddc97"/></svg>',
)}`;

interface DevelopmentConnectorOptions {
  rpcUrl: string;
  /** Which of Anvil's ten accounts signs: 0 to 9. */
  accountIndex: number;
}

/**
 * The wallet's id for an account. Account 0 keeps the id of the one-account wallet, so that an
 * earlier connection (wagmi's `recentConnectorId`) and RainbowKit's "Recent" still find it.
 */
export const developmentWalletId = (accountIndex: number) =>
  accountIndex === 0 ? 'development' : `development-${accountIndex}`;

/** `0x3C44…93BC`: enough of the address to tell the ten apart at a glance. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function accountOf(accountIndex: number): { key: Hex; address: string } {
  const key = DEVELOPMENT_KEYS[accountIndex];
  const address = DEVELOPMENT_ADDRESSES[accountIndex];
  if (key === undefined || address === undefined) {
    throw new RangeError(
      `The development wallet has accounts 0 to ${DEVELOPMENT_KEYS.length - 1}, not ${accountIndex}`,
    );
  }
  return { key, address };
}

/** The connector's name, whole: which wallet and which account. */
export function developmentWalletName(accountIndex: number): string {
  return `${DEVELOPMENT_WALLET_NAME} · account ${accountIndex} (${shortAddress(accountOf(accountIndex).address)})`;
}

/**
 * How RainbowKit lists an account, under the group "Development wallet · local chain": its number and
 * the start and end of its address. Short, because the list gives a name 200 px: the whole name took
 * three lines an entry, and a 360 px screen showed four of the ten; this one takes at most two lines.
 */
function developmentAccountLabel(accountIndex: number): string {
  // A word joiner after the ellipsis: a second line then starts with the whole address, not its end.
  const address = shortAddress(accountOf(accountIndex).address).replace('…', '…\u2060');
  return `Account ${accountIndex} · ${address}`;
}

/** The RainbowKit group the ten accounts are listed under. */
export const DEVELOPMENT_WALLET_GROUP = `${DEVELOPMENT_WALLET_NAME} · local chain`;

const isConnectedAs = (stored: ConnectedValue | null, accountIndex: number) =>
  stored === accountIndex || (stored === true && accountIndex === 0);

/**
 * A wagmi connector over {@link createDevelopmentProvider} for one of Anvil's accounts: connecting
 * needs no extension and no node, so anyone can use the app on the local chain.
 */
export function developmentConnector({ rpcUrl, accountIndex }: DevelopmentConnectorOptions) {
  const privateKey = accountOf(accountIndex).key;
  const id = developmentWalletId(accountIndex);
  let provider: DevelopmentProvider | undefined;

  return createConnector<DevelopmentProvider, Record<string, unknown>, { [CONNECTED_KEY]: ConnectedValue }>(
    (config) => {
      const chain = config.chains[0];
      const getProvider = async () => {
        provider ??= createDevelopmentProvider({ privateKey, chain, rpcUrl });
        return provider;
      };

      return {
        id,
        name: developmentWalletName(accountIndex),
        type: 'development',
        icon: ICON,
        async connect({ chainId } = {}) {
          if (chainId !== undefined && chainId !== chain.id) {
            throw new SwitchChainError(new Error(`The development wallet runs on chain ${chain.id} only`));
          }
          const { account } = await getProvider();
          await config.storage?.setItem(CONNECTED_KEY, accountIndex);
          // wagmi types the answer by `withCapabilities`, which this wallet never offers.
          return { accounts: [account.address], chainId: chain.id } as never;
        },
        async disconnect() {
          // Only this account's own mark: another account may have been chosen since.
          if (isConnectedAs((await config.storage?.getItem(CONNECTED_KEY)) ?? null, accountIndex)) {
            await config.storage?.removeItem(CONNECTED_KEY);
          }
        },
        async getAccounts() {
          return [(await getProvider()).account.address];
        },
        async getChainId() {
          return chain.id;
        },
        getProvider,
        async isAuthorized() {
          return isConnectedAs((await config.storage?.getItem(CONNECTED_KEY)) ?? null, accountIndex);
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
    },
  );
}

/** One of the development wallet's accounts as RainbowKit lists it. */
function developmentWallet(options: DevelopmentConnectorOptions): () => Wallet {
  const { accountIndex } = options;
  return () => ({
    id: developmentWalletId(accountIndex),
    // What the list shows; the connector keeps its whole name (developmentWalletName) for wagmi.
    name: developmentAccountLabel(accountIndex),
    // RainbowKit's compact texts ("Opening …") and its phone layout use the short name.
    shortName: `Dev account ${accountIndex}`,
    iconUrl: ICON,
    iconBackground: '#1a2029',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({ ...developmentConnector(options)(config), ...walletDetails })),
  });
}

/**
 * All ten of Anvil's accounts, one entry each, so that people and tests can be different traders.
 * One entry per account rather than one entry and a picker: RainbowKit's dialog has no place for a
 * picker, and an entry says which account it is before anything connects.
 */
export function developmentWallets(rpcUrl: string): (() => Wallet)[] {
  return DEVELOPMENT_KEYS.map((_, accountIndex) => developmentWallet({ rpcUrl, accountIndex }));
}
