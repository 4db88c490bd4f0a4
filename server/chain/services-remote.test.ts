/**
 * The services on a chain deployed by `npm run deploy` (a bare Anvil as chain 84532): the address
 * book comes from the deployment record, the services index that chain (never seed or simulate it),
 * and a curve trade anyone sends there shows in the API.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import type { AddressBook } from '../../interface/contracts/address-book';
import { tokenDetailSchema, tokenListResponseSchema } from '../../interface/tokens';
import { startSimulation } from '../simulate/simulate';
import { deployOurContracts, fundOnAnvil, startBareChain } from '../test/bare-chain';
import { ok, startHarness } from '../test/harness';
import { loadAddressBook } from './address-books';
import { buildGenesis } from './genesis/genesis';
import { catchUp } from './local-index';
import { reindex } from './reindex';
import { servicesChain } from './services-chain';

let chain: Awaited<ReturnType<typeof startBareChain>>;
let outDir: string;
let book: AddressBook;
let h: Awaited<ReturnType<typeof startHarness>>;
const client = () => createPublicClient({ transport: http(chain.url) });
const trader = privateKeyToAccount(generatePrivateKey());
let launched: Address;

async function send(request: { to?: Address; data: Hex; value?: bigint }) {
  const wallet = createWalletClient({ account: trader, transport: http(chain.url) });
  const hash = await wallet.sendTransaction({ chain: null, ...request });
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  return receipt;
}

beforeAll(async () => {
  chain = await startBareChain();
  outDir = mkdtempSync(join(tmpdir(), 'launchdeck-services-'));
  await fundOnAnvil(chain.url, trader.address);
  book = await deployOurContracts(chain, trader, outDir);
  h = await startHarness({ CHAIN_ID: '84532', RPC_URL: chain.url, DEPLOYMENTS_DIR: outDir });
}, 60_000);

afterAll(async () => {
  await h?.close();
  chain?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the services on chain 84532', () => {
  it("read the chain's address book from its deployment record, and say how to make a missing one", () => {
    expect(loadAddressBook(84532, outDir)).toEqual(book);
    expect(() => loadAddressBook(10, outDir)).toThrow(/10\.json does not exist.*npm run deploy/);
  });

  it('refuse an edited deployment record, naming the field', () => {
    const record = JSON.parse(readFileSync(join(outDir, '84532.json'), 'utf8'));
    const edited = mkdtempSync(join(tmpdir(), 'launchdeck-edited-'));
    const refused = (edit: Record<string, unknown>) => {
      writeFileSync(join(edited, '84532.json'), JSON.stringify({ ...record, ...edit }));
      return () => loadAddressBook(84532, edited);
    };
    try {
      expect(refused({ featuredAuction: record.launchFactory })).toThrow(
        /84532\.json: The deployment record of chain 84532 is not true: featuredAuction is 0x/,
      );
      expect(refused({ feeRecipient: getAddress(`0x${'fe'.repeat(20)}`) })).toThrow(/not true: launchFactory is/);
      const [entry] = record.verification;
      expect(refused({ verification: [{ ...entry, constructorArguments: `0x${'00'.repeat(96)}` }] })).toThrow(
        /not true: verification \(launchFactory\)\.constructorArguments/,
      );
      expect(refused({ sourcesHash: '00' })).toThrow(/not true: sourcesHash is 00/);
    } finally {
      rmSync(edited, { recursive: true, force: true });
    }
  });

  it('index a deployed chain, and refuse one that answers another chain id or holds no contracts', async () => {
    expect(await servicesChain({ rpcUrl: chain.url, chainId: 84532 }, book)).toEqual({ local: false, onChain: true });
    await expect(servicesChain({ rpcUrl: chain.url, chainId: 8453 }, book)).rejects.toThrow(
      /is chain 84532, not CHAIN_ID 8453/,
    );
    const empty = { ...book, launchFactory: getAddress(`0x${'12'.repeat(20)}`) };
    await expect(servicesChain({ rpcUrl: chain.url, chainId: 84532 }, empty)).rejects.toThrow(
      /holds no LaunchFactory.*npm run deploy/,
    );
  });

  it('leave the simulator and the genesis to the local chain', async () => {
    // Both refuse before they touch the services or their other options.
    await expect(startSimulation(undefined as never, { rpcUrl: chain.url, book })).rejects.toThrow(
      /The simulator runs on the local chain \(31337\) only: .* is chain 84532/,
    );
    await expect(buildGenesis({ rpcUrl: chain.url, book } as never)).rejects.toThrow(
      /The genesis runs on the local chain \(31337\) only/,
    );
  });

  it('show a curve trade sent to the chain', async () => {
    const deadline = (await client().getBlock()).timestamp + 3_600n;
    const launch = await send({
      to: book.launchFactory,
      data: encodeFunctionData({
        abi: launchFactoryAbi,
        functionName: 'launch',
        args: ['Remote', 'RMT', `0x${'cd'.repeat(32)}`, 0n, deadline],
      }),
      value: parseEther('0.01'),
    });
    const token = parseEventLogs({ abi: launchFactoryAbi, logs: launch.logs, eventName: 'Launched' })[0]!.args.token;
    const buy = await send({
      to: book.launchFactory,
      data: encodeFunctionData({ abi: launchFactoryAbi, functionName: 'buy', args: [token, 0n, deadline] }),
      value: parseEther('0.2'),
    });

    await catchUp(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0, genesisDir: undefined });
    const detail = ok(await h.launch(`/api/token?address=${token.toLowerCase()}`), tokenDetailSchema);
    expect(detail.ticker).toBe('RMT');
    launched = token;
    expect(detail.price_updates.map((p) => [p.tx_hash, p.trader, p.side])).toEqual([
      [buy.transactionHash, trader.address.toLowerCase(), 'buy'],
      [launch.transactionHash, trader.address.toLowerCase(), 'buy'],
    ]);
  }, 60_000);

  it('refuse to go on indexing into a database of another deployment, asking for `npm run reindex`', async () => {
    // A new deployment after the contracts changed: CREATE2 put the new LaunchFactory elsewhere.
    const redeployed = { ...book, launchFactory: getAddress(`0x${'12'.repeat(20)}`) };
    await expect(
      catchUp(h.db, h.ingest, { rpcUrl: chain.url, book: redeployed, confirmations: 0, genesisDir: undefined }),
    ).rejects.toThrow(/The database indexes another deployment \(chain 84532, launchfactory 0x.*npm run reindex/);
    await catchUp(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0, genesisDir: undefined });
  });

  it('run as `npm run services` with CHAIN_ID=84532: index the chain and follow it, seeding and simulating nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'launchdeck-services-db-'));
    const env = {
      CHAIN_ID: '84532',
      RPC_URL: chain.url,
      DEPLOYMENTS_DIR: outDir,
      DATABASE_PATH: join(dataDir, 'index.sqlite'),
      LAUNCH_PORT: '0',
      SWAP_PORT: '0',
      SIMULATE: '1',
      // Anvil mines a block per transaction and none after: the default on chain 84532 (2) would
      // leave the buy below unread.
      CONFIRMATIONS: '0',
    };
    const missing = runServices({ ...env, DEPLOYMENTS_DIR: dataDir });
    const services = runServices(env);
    try {
      expect(await missing.exit).toBe(1);
      expect(missing.output()).toMatch(/No address book for chain 84532: .*84532\.json does not exist/);
      const launchUrl = await services.ready;
      // The line comes after the services say they are ready.
      await expect.poll(services.output).toMatch(/Simulated activity is off/);
      const list = tokenListResponseSchema.parse(await (await fetch(`${launchUrl}/api/tokens`)).json());
      expect(list.tokens.map((t) => t.address)).toEqual([launched.toLowerCase()]);

      const deadline = (await client().getBlock()).timestamp + 3_600n;
      const buy = await send({
        to: book.launchFactory,
        data: encodeFunctionData({ abi: launchFactoryAbi, functionName: 'buy', args: [launched, 0n, deadline] }),
        value: parseEther('0.1'),
      });
      const trades = async () => {
        const detail = await (await fetch(`${launchUrl}/api/token?address=${launched.toLowerCase()}`)).json();
        return tokenDetailSchema.parse(detail).price_updates.map((p) => p.tx_hash);
      };
      await expect.poll(trades, { timeout: 20_000, interval: 200 }).toContain(buy.transactionHash);

      // `npm run reindex` finds the same chain's book in the same folder.
      services.child.kill('SIGKILL');
      await services.exit;
      const summary = await reindex({
        databasePath: env.DATABASE_PATH,
        rpcUrl: chain.url,
        chainId: 84532,
        confirmations: 0,
        deploymentsDir: outDir,
      });
      expect(summary).toMatchObject({ tokens: 1, trades: 3 });
    } finally {
      services.child.kill('SIGKILL');
      missing.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** `npm run services` as a child process (node with tsx's loader: one process to kill). */
function runServices(env: Record<string, string>) {
  const { GENESIS_DIR: _genesis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const launchUrl = /Launch service ready at (\S+)/.exec(output)?.[1];
      if (launchUrl && /Swap service ready/.test(output)) resolve(launchUrl);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the services exited (${code}):\n${output}`)));
  });
  ready.catch(() => {});
  // 'close', not 'exit': the output is complete only once its streams have closed.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, ready, exit, output: () => output };
}
