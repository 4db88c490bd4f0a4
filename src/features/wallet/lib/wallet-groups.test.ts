import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WALLET_GROUP } from './development-wallet';
import { walletGroups } from './wallet-groups';

const names = (options: Parameters<typeof walletGroups>[0]) => walletGroups(options).map((g) => g.groupName);
const RPC_URL = 'http://127.0.0.1:1';

describe('walletGroups', () => {
  it('offers the Development wallet on the local chain', () => {
    const groups = walletGroups({ isLocalChain: true, rpcUrl: RPC_URL, walletConnectProjectId: undefined });
    expect(groups.map((g) => g.groupName)).toEqual([DEVELOPMENT_WALLET_GROUP, 'Installed']);
    expect(groups[0]!.wallets).toHaveLength(10);
  });

  it('never on another chain, where its public keys would hold real funds', () => {
    expect(names({ isLocalChain: false, rpcUrl: RPC_URL, walletConnectProjectId: undefined })).toEqual(['Installed']);
    expect(names({ isLocalChain: false, rpcUrl: RPC_URL, walletConnectProjectId: 'abc' })).toEqual([
      'Popular',
      'Installed',
    ]);
  });
});
