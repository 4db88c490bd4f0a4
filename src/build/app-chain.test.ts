// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppChainError, resolveAppChain } from './app-chain';
import { A, RECORD_84532 } from './test-record';
import { appChainModuleSource } from './vite-plugin';

const RECORD = RECORD_84532;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-chain-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (chainId: number, body: unknown) =>
  writeFileSync(join(dir, `${chainId}.json`), typeof body === 'string' ? body : JSON.stringify(body));
const resolve = (chainId: string | undefined, rpcUrl?: string) =>
  resolveAppChain({ chainId, rpcUrl, deploymentsDir: dir });

describe('resolveAppChain', () => {
  it('builds for the local chain by default, with the generated book and no record', () => {
    for (const id of [undefined, '', '31337']) {
      expect(resolve(id)).toEqual({
        chain: {
          id: 31337,
          name: 'Local chain',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrl: 'http://127.0.0.1:8545',
          explorer: null,
          multicall3: null,
          testnet: true,
        },
        book: null,
      });
    }
  });

  it("takes another chain's address book from its deployment record, and viem's definition of the chain", () => {
    write(84532, RECORD);
    const built = resolve('84532');
    expect(built.book).toEqual({
      chainId: 84532,
      weth: RECORD.weth,
      uniswapV2Factory: RECORD.uniswapV2Factory,
      uniswapV2Router02: RECORD.uniswapV2Router02,
      launchFactory: RECORD.launchFactory,
      featuredAuction: RECORD.featuredAuction,
      stablecoins: { usdc: A(6), usdt: A(7) },
      feeRecipient: A(8),
      startBlock: 12,
    });
    expect(built.chain).toEqual({
      id: 84532,
      name: 'Base Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'https://sepolia.base.org',
      explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
      multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1059647 },
      testnet: true,
    });
    // Plain data: it is written into the bundle as JSON.
    expect(JSON.parse(JSON.stringify(built))).toEqual(built);
  });

  it('makes a custom chain on VITE_RPC_URL for a chain viem does not know, and requires it', () => {
    write(777_001, { ...RECORD, chainId: 777_001 });
    expect(resolve('777001', ' https://rpc.example ').chain).toEqual({
      id: 777_001,
      name: 'Chain 777001',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'https://rpc.example',
      explorer: null,
      multicall3: null,
      testnet: false,
    });
    expect(() => resolve('777001')).toThrow(/viem does not know chain 777001 \(VITE_CHAIN_ID\): set VITE_RPC_URL/);
  });

  it('fails without a record, naming the file expected and `npm run deploy`', () => {
    const error = (() => {
      try {
        resolve('84532');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppChainError);
    expect((error as Error).message).toBe(
      `No address book for chain 84532 (VITE_CHAIN_ID): ${join(dir, '84532.json')} does not exist. ` +
        'Deploy the contracts to that chain with `npm run deploy`, which writes it ' +
        '(or point DEPLOYMENTS_DIR at the folder that holds it).',
    );
  });

  it('fails on a record that is not JSON, not a deployment record, or of another chain', () => {
    write(84532, '{ "chainId": 84532,');
    expect(() => resolve('84532')).toThrow(/84532\.json is not valid JSON/);
    write(84532, { ...RECORD, launchFactory: '0x1234' });
    expect(() => resolve('84532')).toThrow(/84532\.json is not a deployment record:\n.*launchFactory/s);
    write(84532, { ...RECORD, chainId: 8453 });
    expect(() => resolve('84532')).toThrow(/records chain 8453, not 84532/);
  });

  it('refuses a record that is not true to itself, naming the field', () => {
    const refused = (edit: Record<string, unknown>) => {
      write(84532, { ...RECORD, ...edit });
      return () => resolve('84532');
    };
    expect(refused({ launchFactory: A(4) })).toThrow(
      /84532\.json: The deployment record of chain 84532 is not true: launchFactory is 0x0+4, but CREATE2 .* gives 0x/,
    );
    // An edited argument moves the address it went into: the record names that address's field.
    expect(refused({ feeRecipient: A(10) })).toThrow(/not true: launchFactory .*feeRecipient/);
    expect(refused({ salt: `0x${'11'.repeat(32)}` })).toThrow(/not true: weth is/);
    expect(refused({ sourcesHash: 'abc' })).toThrow(/not true: sourcesHash is abc, but this checkout's contracts/);
    expect(refused({})).not.toThrow();
  });

  it('builds for a chain deployed without its own stablecoins', () => {
    write(84532, { ...RECORD, stablecoins: {} });
    expect(resolve('84532').book?.stablecoins).toEqual({});
  });

  it('refuses a chain id that is not one', () => {
    for (const id of ['base', '0', '-1', '1.5']) expect(() => resolve(id)).toThrow(/VITE_CHAIN_ID must be a chain id/);
  });
});

describe('appChainModuleSource', () => {
  it("writes another chain's book as data, and the local chain's as the generated module", () => {
    write(84532, RECORD);
    const other = appChainModuleSource(resolve('84532'));
    expect(other).toContain('export const chain = {"id":84532,"name":"Base Sepolia"');
    expect(other).toContain(`export const book = {"chainId":84532,"weth":"${RECORD.weth}"`);
    expect(appChainModuleSource(resolve('31337'))).toMatch(
      /export \{ LOCAL_ADDRESSES as book \} from ".*interface\/contracts\/addresses\.ts";/,
    );
  });
});
