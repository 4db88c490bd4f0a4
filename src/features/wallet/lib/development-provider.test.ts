import {
  defineChain,
  type Hex,
  numberToHex,
  parseTransaction,
  recoverMessageAddress,
  stringToHex,
  verifyTypedData,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDevelopmentProvider, DEVELOPMENT_ADDRESSES, DEVELOPMENT_KEYS } from './development-provider';

const chain = defineChain({
  id: 31337,
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
// Port 1: nothing listens there, which proves that signing never needs a node.
const provider = createDevelopmentProvider({ privateKey: DEVELOPMENT_KEYS[0], chain, rpcUrl: 'http://127.0.0.1:1' });
const ANVIL_FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

describe("Anvil's ten development accounts", () => {
  it('are accounts 0 to 9 of the mnemonic, keys and addresses alike', () => {
    expect(DEVELOPMENT_KEYS).toHaveLength(10);
    expect(DEVELOPMENT_ADDRESSES).toHaveLength(10);
    DEVELOPMENT_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });
      expect(privateKeyToAccount(key).address, `account ${addressIndex}`).toBe(derived.address);
      expect(DEVELOPMENT_ADDRESSES[addressIndex], `account ${addressIndex}`).toBe(derived.address);
    });
  });

  it('each sign as themselves, and only as themselves', async () => {
    for (const [index, privateKey] of DEVELOPMENT_KEYS.entries()) {
      const own = createDevelopmentProvider({ privateKey, chain, rpcUrl: 'http://127.0.0.1:1' });
      const address = DEVELOPMENT_ADDRESSES[index]!;
      expect(await own.request({ method: 'eth_accounts' })).toEqual([address]);
      const signature = (await own.request({ method: 'personal_sign', params: [stringToHex('gm'), address] })) as Hex;
      expect(await recoverMessageAddress({ message: 'gm', signature })).toBe(address);
      const other = DEVELOPMENT_ADDRESSES[(index + 1) % DEVELOPMENT_ADDRESSES.length];
      await expect(own.request({ method: 'personal_sign', params: ['0x6869', other] })).rejects.toThrow(/holds only/);
    }
  });
});

describe('the development wallet provider', () => {
  it("holds Anvil's first account on the configured chain", async () => {
    expect(provider.account.address).toBe(ANVIL_FIRST);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_FIRST]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('signs readable messages with personal_sign, without a node', async () => {
    const message = 'Chat message for 0xabc:\ngm';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), ANVIL_FIRST],
    })) as Hex;
    expect(await recoverMessageAddress({ message, signature })).toBe(ANVIL_FIRST);
  });

  it('signs typed data', async () => {
    const typed = {
      domain: { name: 'Launchdeck', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const;
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ANVIL_FIRST, JSON.stringify(typed)],
    })) as Hex;
    expect(await verifyTypedData({ address: ANVIL_FIRST, signature, ...typed })).toBe(true);
  });

  it('refuses to sign for another address, and refuses eth_sign', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await expect(provider.request({ method: 'personal_sign', params: ['0x6869', other] })).rejects.toThrow(
      /holds only/,
    );
    await expect(provider.request({ method: 'eth_sign', params: [ANVIL_FIRST, '0x6869'] })).rejects.toThrow(
      /not offered/,
    );
  });

  it('stays on its chain', async () => {
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).toBe(
      null,
    );
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toThrow(/Only chain 31337/);
  });

  describe('sending', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** A node that estimates 100,000 gas and keeps the raw transactions it is sent. */
    function fakeNode() {
      const sent: Hex[] = [];
      const answers: Record<string, (params: unknown[]) => unknown> = {
        eth_estimateGas: () => numberToHex(100_000),
        eth_getTransactionCount: () => '0x0',
        eth_gasPrice: () => numberToHex(1_000_000_000),
        eth_chainId: () => '0x7a69',
        eth_getBlockByNumber: () => ({ number: '0x1', timestamp: '0x1', baseFeePerGas: '0x1', transactions: [] }),
        eth_sendRawTransaction: ([raw]) => {
          sent.push(raw as Hex);
          return `0x${'11'.repeat(32)}`;
        },
      };
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        const { id, method, params } = JSON.parse(String(init.body));
        const answer = answers[method];
        const body = answer
          ? { jsonrpc: '2.0', id, result: answer(params) }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: `${method} not here` } };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      });
      return sent;
    }
    const send = (extra: Record<string, Hex>) =>
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ANVIL_FIRST, to: ANVIL_FIRST, value: '0x1', gasPrice: '0x3b9aca00', ...extra }],
      });

    it("sends the chain's estimate half again when the app names no gas, as browser wallets do", async () => {
      const sent = fakeNode();
      await send({});
      expect(parseTransaction(sent[0]!).gas).toBe(150_000n);
    });

    it('sends the gas the app names', async () => {
      const sent = fakeNode();
      await send({ gas: numberToHex(90_000) });
      expect(parseTransaction(sent[0]!).gas).toBe(90_000n);
    });
  });
});
