import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { defineChain, recoverMessageAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { createConfig, createStorage, http } from 'wagmi';
import { connect, disconnect, reconnect, signMessage } from 'wagmi/actions';
import { memoryStorage } from '@/test/memory-storage';
import { DEVELOPMENT_ADDRESSES, DEVELOPMENT_KEYS } from './development-provider';
import {
  DEVELOPMENT_WALLET_GROUP,
  developmentConnector,
  developmentWalletId,
  developmentWalletName,
  developmentWallets,
} from './development-wallet';

// Port 1: nothing listens there; connecting and signing never need a node.
const RPC_URL = 'http://127.0.0.1:1';
const chain = defineChain({
  id: 31337,
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
});

/** A wagmi config with the ten accounts' connectors, persisting into `storage` (localStorage in the app). */
function configWith(storage: ReturnType<typeof memoryStorage>) {
  return createConfig({
    chains: [chain],
    connectors: DEVELOPMENT_KEYS.map((_, accountIndex) => developmentConnector({ rpcUrl: RPC_URL, accountIndex })),
    storage: createStorage({ storage }),
    transports: { [chain.id]: http(RPC_URL) },
    multiInjectedProviderDiscovery: false,
  });
}

const connectorOf = (config: ReturnType<typeof configWith>, accountIndex: number) => {
  const connector = config.connectors.find((c) => c.id === developmentWalletId(accountIndex));
  if (!connector) throw new Error(`no connector for account ${accountIndex}`);
  return connector;
};

describe('the development wallet, one entry per account', () => {
  it("lists Anvil's ten accounts in RainbowKit, each by its number and address", () => {
    const wallets = developmentWallets(RPC_URL);
    const connectors = connectorsForWallets([{ groupName: DEVELOPMENT_WALLET_GROUP, wallets }], {
      appName: 'Launchdeck',
      projectId: '',
    });
    expect(connectors).toHaveLength(10);
    const listed = wallets.map((wallet) => wallet());
    expect(listed.map((wallet) => wallet.name)).toEqual(
      DEVELOPMENT_ADDRESSES.map(
        (address, index) => `Account ${index} · ${address.slice(0, 6)}…\u2060${address.slice(-4)}`,
      ),
    );
    expect(listed[3]?.name).toBe('Account 3 · 0x90F7…\u2060b906');
    expect(DEVELOPMENT_WALLET_GROUP).toBe('Development wallet · local chain');
    // Account 0 keeps the one-account wallet's id: an earlier connection still reconnects.
    expect(listed.map((wallet) => wallet.id)).toEqual([
      'development',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => `development-${index}`),
    ]);
    // wagmi's connector keeps the whole name.
    expect(developmentWalletName(0)).toBe('Development wallet · account 0 (0xf39F…2266)');
  });

  it('refuses an account Anvil does not have', () => {
    expect(() => developmentConnector({ rpcUrl: RPC_URL, accountIndex: 10 })).toThrow(/accounts 0 to 9, not 10/);
    expect(() => developmentWalletName(-1)).toThrow(RangeError);
  });

  it.each([0, 3, 9])('connects as account %i and signs as it', async (accountIndex) => {
    const config = configWith(memoryStorage());
    const connector = connectorOf(config, accountIndex);
    expect(connector.name).toBe(developmentWalletName(accountIndex));
    const { accounts } = await connect(config, { connector });
    expect(accounts).toEqual([DEVELOPMENT_ADDRESSES[accountIndex]]);
    expect(config.state.chainId).toBe(31337);
    const signature = await signMessage(config, { message: 'gm' });
    expect(await recoverMessageAddress({ message: 'gm', signature })).toBe(DEVELOPMENT_ADDRESSES[accountIndex]);
  });

  it('reconnects the account chosen last after a reload, and none after a disconnect', async () => {
    const storage = memoryStorage();
    const before = configWith(storage);
    await connect(before, { connector: connectorOf(before, 4) });
    expect(storage.data.get('wagmi.development.connected')).toBe('4');

    // A reload: a new config over the same storage.
    const after = configWith(storage);
    const [connection, ...others] = await reconnect(after);
    expect(others).toEqual([]);
    expect(connection?.accounts).toEqual([DEVELOPMENT_ADDRESSES[4]]);
    expect(connection?.connector.id).toBe('development-4');

    await disconnect(after);
    expect(storage.data.has('wagmi.development.connected')).toBe(false);
    expect(await reconnect(configWith(storage))).toEqual([]);
  });

  it('a disconnect of another account leaves the chosen one remembered', async () => {
    const storage = memoryStorage();
    const config = configWith(storage);
    await connect(config, { connector: connectorOf(config, 7) });
    await connectorOf(config, 2).disconnect();
    expect(storage.data.get('wagmi.development.connected')).toBe('7');
  });

  it('reads what the one-account wallet stored before as account 0', async () => {
    const storage = memoryStorage({
      'wagmi.development.connected': 'true',
      'wagmi.recentConnectorId': '"development"',
    });
    const [connection, ...others] = await reconnect(configWith(storage));
    expect(others).toEqual([]);
    expect(connection?.accounts).toEqual([DEVELOPMENT_ADDRESSES[0]]);
  });
});
