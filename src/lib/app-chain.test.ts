import { describe, expect, it } from 'vitest';
import type { AppChainDefinition } from '@/build/app-chain';
import { appExplorerUrl } from './address-book';
import { appChainDefinition, appChainOf, appRpcUrl } from './app-chain';

const BASE_SEPOLIA: AppChainDefinition = {
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1059647 },
  testnet: true,
};

describe('appChainOf', () => {
  it("keeps the build's definition: its RPC, explorer and Multicall3", () => {
    expect(appChainOf(BASE_SEPOLIA, { rpcUrl: undefined, explorerUrl: undefined })).toEqual({
      id: 84532,
      name: 'Base Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
      blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
      contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1059647 } },
      testnet: true,
    });
  });

  it('takes the RPC and the explorer the environment sets over the chain’s', () => {
    const chain = appChainOf(BASE_SEPOLIA, { rpcUrl: 'http://127.0.0.1:9545', explorerUrl: 'https://scan.example' });
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545']);
    expect(chain.blockExplorers?.default).toEqual({ name: 'Explorer', url: 'https://scan.example' });
  });
});

describe('the chain of the tests', () => {
  it('is the local chain, on the local node, with no explorer', () => {
    expect(appChainDefinition).toMatchObject({ id: 31337, name: 'Local chain', testnet: true });
    expect(appRpcUrl).toBe('http://127.0.0.1:8545');
    expect(appExplorerUrl).toBeUndefined();
  });
});
