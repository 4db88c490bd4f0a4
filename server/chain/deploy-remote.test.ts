/**
 * `npm run deploy` on a bare Anvil standing for a testnet (chain 84532): the refusals (no CREATE2
 * deployer, too little to pay, a forked Uniswap), the dry run, a real deployment and a second run that
 * sends nothing, the standard JSON input that rebuilds the bytecode, and the chain's own Uniswap V2.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import solc from 'solc';
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  type Hash,
  type Hex,
  http,
  parseAbi,
  parseAbiParameters,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from '../../interface/contracts/address-book';
import { deploymentRecordSchema } from '../../interface/contracts/deployment-record';
import { loadRegistry } from '../swap/registry';
import { deployPlainStablecoins, fundOnAnvil, startBareChain } from '../test/bare-chain';
import { startHarness } from '../test/harness';
import { startRpcProxy } from '../test/rpc-proxy';
import { loadAddressBook } from './address-books';
import { type DeployOptions, DeployRefused, deployContracts } from './deploy-contracts';
import { create2Call } from './deploy-plan';
import { create2Address, LOCAL_DEPLOYMENT } from './deployment';

let chain: Awaited<ReturnType<typeof startBareChain>>;
let outDir: string;
const client = () => createPublicClient({ transport: http(chain.url) });
const rpc = (method: string, params: unknown[]) =>
  client().request({ method: method as never, params: params as never });

const deployerKey = generatePrivateKey();
const deployer = privateKeyToAccount(deployerKey).address;
const operatorKey = generatePrivateKey();
const operator = privateKeyToAccount(operatorKey);
const feeRecipient = getAddress('0x00000000000000000000000000000000000fee01');
const feeToSetter = getAddress('0x00000000000000000000000000000000000fee02');
let coins: { usdc: Address; usdt: Address };
let lines: string[] = [];

const artifact = (path: string) => JSON.parse(readFileSync(`node_modules/@uniswap/${path}`, 'utf8'));

/** A plain deployment (not through the CREATE2 deployer), as the chain's own contracts were made. */
async function deployPlain(bytecode: Hex, constructorArgs: Hex = '0x'): Promise<Address> {
  const wallet = createWalletClient({ account: operator, transport: http(chain.url) });
  const hash = await wallet.sendTransaction({ chain: null, data: concat([bytecode, constructorArgs]) });
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('no contract deployed');
  return getAddress(receipt.contractAddress);
}

const options = (overrides: Partial<DeployOptions> = {}): DeployOptions => ({
  rpcUrl: chain.url,
  chainId: 84532,
  privateKey: deployerKey,
  feeRecipient,
  feeToSetter,
  ...coins,
  outDir,
  log: (line) => lines.push(line),
  ...overrides,
});

const nonce = (address: Address) => client().getTransactionCount({ address });

beforeAll(async () => {
  chain = await startBareChain();
  outDir = mkdtempSync(join(tmpdir(), 'launchdeck-deploy-'));
  await fundOnAnvil(chain.url, deployer);
  await fundOnAnvil(chain.url, operator.address);
  coins = await deployPlainStablecoins(chain.url, operator);
}, 60_000);

afterAll(() => {
  chain?.stop();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('npm run deploy on chain 84532', () => {
  it('refuses without the CREATE2 deployer, and says how to put it there', async () => {
    const code = await client().getCode({ address: LOCAL_DEPLOYMENT.create2Deployer });
    await rpc('anvil_setCode', [LOCAL_DEPLOYMENT.create2Deployer, '0x']);
    try {
      const refused = deployContracts(options());
      await expect(refused).rejects.toThrow(DeployRefused);
      await expect(refused).rejects.toThrow(/0x3fab184622dc19b6109349b94811493bf2a45362.*0\.01 ETH/s);
    } finally {
      await rpc('anvil_setCode', [LOCAL_DEPLOYMENT.create2Deployer, code]);
    }
    expect(await nonce(deployer)).toBe(0);
  });

  it('leaves chain 31337 to npm start', async () => {
    await rpc('anvil_setChainId', [31337]);
    try {
      await expect(deployContracts(options({ chainId: 31337 }))).rejects.toThrow(
        /Chain 31337 is the local chain: `npm start` deploys it/,
      );
    } finally {
      await rpc('anvil_setChainId', [84532]);
    }
  });

  it('requires the feeToSetter when it deploys Uniswap V2', async () => {
    await expect(deployContracts(options({ feeToSetter: undefined }))).rejects.toThrow(/--fee-to-setter/);
  });

  it('prints the plan on a dry run and sends nothing', async () => {
    lines = [];
    const { plan, record } = await deployContracts(options({ dryRun: true }));
    expect(record).toBeUndefined();
    expect(plan.contracts.map((c) => [c.name, c.deployed])).toEqual([
      ['weth', false],
      ['uniswapV2Factory', false],
      ['uniswapV2Router02', false],
      ['launchFactory', false],
      ['featuredAuction', false],
    ]);
    const printed = lines.join('\n');
    for (const c of plan.contracts)
      expect(printed).toMatch(new RegExp(`${c.name} +${c.address} +to deploy +${c.gas} gas +[0-9.]+ ETH`));
    expect(printed).toContain(`feeToSetter ${feeToSetter}`);
    expect(plan.cost).toBeGreaterThan(0n);
    expect(await nonce(deployer)).toBe(0);
    expect(existsSync(join(outDir, '84532.json'))).toBe(false);
  });

  it("adds each transaction's L1 data fee on an OP-stack chain", async () => {
    // An OP-stack GasPriceOracle that asks 0.001 ETH for any transaction's L1 data.
    const oracle = '0x420000000000000000000000000000000000000F';
    await rpc('anvil_setCode', [oracle, '0x66038d7ea4c6800060005260206000f3']);
    try {
      lines = [];
      const { plan } = await deployContracts(options({ dryRun: true }));
      expect(plan.contracts.map((c) => c.l1Fee)).toEqual(plan.contracts.map(() => parseEther('0.001')));
      const perGas = 'gasPrice' in plan.fee ? plan.fee.gasPrice : plan.fee.maxFeePerGas;
      const execution = plan.contracts.reduce((sum, c) => sum + c.gas * perGas, 0n);
      expect(plan.cost).toBe(execution + parseEther('0.005'));
      expect(lines.join('\n')).toContain('(L1 data fee 0.001 ETH included)');
    } finally {
      await rpc('anvil_setCode', [oracle, '0x']);
    }
  });

  it('runs as `npm run deploy` with flags and the key from the environment, which it never prints', async () => {
    const run = (...flags: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/deploy.ts', ...flags],
          { env: { ...process.env, DEPLOYER_PRIVATE_KEY: deployerKey } },
          (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
        );
      });
    const flags = ['--rpc', chain.url, '--fee-recipient', feeRecipient, '--fee-to-setter', feeToSetter];
    const [planned, missing, wrongChain] = await Promise.all([
      run(...flags, '--usdc', coins.usdc, '--usdt', coins.usdt, '--out', outDir, '--dry-run'),
      run(...flags, '--usdc', coins.usdc, '--usdt', coins.usdt, '--out', outDir),
      run(...flags, '--chain-id', '8453', '--out', outDir),
    ]);
    expect(planned.code, planned.output).toBe(0);
    expect(planned.output).toMatch(/launchFactory +0x[0-9a-fA-F]{40} +to deploy/);
    expect(planned.output).not.toContain(deployerKey.slice(2));
    expect(missing).toMatchObject({ code: 1, output: expect.stringContaining('--chain-id is required') });
    expect(wrongChain).toMatchObject({
      code: 1,
      output: expect.stringContaining('answers chain 84532, not --chain-id 8453: a wrong RPC URL? Nothing was sent.'),
    });
    expect(await nonce(deployer)).toBe(0);
  }, 60_000);

  it('refuses a --chain-id the RPC does not answer, before anything is sent', async () => {
    await expect(deployContracts(options({ chainId: 8453 }))).rejects.toThrow(
      /answers chain 84532, not --chain-id 8453: a wrong RPC URL\? Nothing was sent\./,
    );
    await expect(deployContracts(options({ chainId: undefined }))).rejects.toThrow(/--chain-id is required/);
    expect(await nonce(deployer)).toBe(0);
  });

  it('refuses when the balance does not cover the plan', async () => {
    const poorKey = generatePrivateKey();
    const poor = privateKeyToAccount(poorKey).address;
    await fundOnAnvil(chain.url, poor, '0.001');
    await expect(deployContracts(options({ privateKey: poorKey }))).rejects.toThrow(/holds too little/);
    expect(await nonce(poor)).toBe(0);
  });

  describe('a transaction stuck past the wait (Anvil not mining)', () => {
    /**
     * A deployment by a fresh account while Anvil mines nothing, on a snapshot reverted afterwards.
     * Its waits move a fake clock (never a real wait); `onWait` runs at each, told what was said.
     */
    async function whileNotMining<T>(
      run: (
        deploy: (onWait?: (said: string[]) => Promise<void>, replacements?: number) => Promise<unknown>,
      ) => Promise<T>,
    ) {
      const snapshot = await rpc('evm_snapshot', []);
      const out = mkdtempSync(join(tmpdir(), 'launchdeck-stuck-'));
      const key = generatePrivateKey();
      await fundOnAnvil(chain.url, privateKeyToAccount(key).address);
      await rpc('evm_setAutomine', [false]);
      try {
        return await run((onWait = async () => {}, replacements = 2) => {
          const said: string[] = [];
          let now = 0;
          const deploying = deployContracts(
            options({
              privateKey: key,
              outDir: out,
              log: (line) => said.push(line),
              waiting: {
                waitMs: 10_000,
                pollMs: 1_000,
                replacements,
                now: () => now,
                sleep: async (ms) => {
                  now += ms;
                  await onWait(said);
                },
              },
            }),
          );
          return deploying.then(
            (result) => ({ result, said, sender: privateKeyToAccount(key).address }),
            (error: Error) => {
              throw Object.assign(error, { said, sender: privateKeyToAccount(key).address });
            },
          );
        });
      } finally {
        await rpc('evm_setAutomine', [true]);
        await rpc('evm_mine', []);
        await rpc('evm_revert', [snapshot]);
        rmSync(out, { recursive: true, force: true });
      }
    }

    const hashesIn = (said: string[]) =>
      said.flatMap((line) => /(?:sent|replaced by) (0x[0-9a-f]{64})/.exec(line)?.[1] ?? []);

    it('is replaced at the same nonce with a higher fee, and the deployment goes on', async () => {
      await whileNotMining(async (deploy) => {
        let mined = false;
        const { result, said, sender } = (await deploy(async (said) => {
          // The replacement is what gets mined: Anvil mines again once it is sent.
          if (mined || !said.some((line) => /replaced by/.test(line))) return;
          mined = true;
          await rpc('evm_setAutomine', [true]);
          await rpc('evm_mine', []);
        })) as { result: Awaited<ReturnType<typeof deployContracts>>; said: string[]; sender: Address };
        expect(said.join('\n')).toMatch(/weth: not mined in 10 s: replaced by 0x[0-9a-f]{64} at nonce 0, max fee/);
        expect(result.sent).toEqual([
          'weth',
          'uniswapV2Factory',
          'uniswapV2Router02',
          'launchFactory',
          'featuredAuction',
        ]);
        // One transaction a contract: the stuck one was replaced, never sent again at the next nonce.
        expect(await nonce(sender)).toBe(5);
        const [original, replacement] = hashesIn(said) as [Hash, Hash];
        await expect(client().getTransactionReceipt({ hash: original })).rejects.toThrow();
        const receipt = await client().getTransactionReceipt({ hash: replacement });
        expect(receipt.status).toBe('success');
        const sentFee = await client().getTransaction({ hash: replacement });
        expect(sentFee.nonce).toBe(0);
        expect(sentFee.maxFeePerGas).toBeGreaterThan(
          result.plan.fee && 'maxFeePerGas' in result.plan.fee ? result.plan.fee.maxFeePerGas : 0n,
        );
      });
    }, 60_000);

    it('stops saying how to finish when it stays stuck, and a re-run sends nothing while it is pending', async () => {
      await whileNotMining(async (deploy) => {
        const stopped = await deploy(undefined, 1).catch((error: Error & { said: string[]; sender: Address }) => error);
        expect(stopped).toBeInstanceOf(DeployRefused);
        const { message, said, sender } = stopped as DeployRefused & { said: string[]; sender: Address };
        expect(message).toMatch(
          /weth: transaction 0x[0-9a-f]{64} at nonce 0 is still pending after 1 replacements .*\nTo finish: wait until a transaction at nonce 0 is mined .* run `npm run deploy` again with the same flags/s,
        );
        expect(hashesIn(said)).toHaveLength(2);
        expect(await client().getTransactionCount({ address: sender, blockTag: 'pending' })).toBe(1);

        const again = await deploy().catch((error: Error) => error);
        expect((again as Error).message).toMatch(
          /has 1 transaction\(s\) pending \(nonces 0 to 0\).*Wait until they are mined/s,
        );
        expect(await client().getTransactionCount({ address: sender, blockTag: 'pending' })).toBe(1);

        // Mined at last: the re-run finishes the rest, at the next nonces.
        await rpc('evm_mine', []);
        await rpc('evm_setAutomine', [true]);
        const { result } = (await deploy()) as { result: Awaited<ReturnType<typeof deployContracts>> };
        expect(result.sent).toEqual(['uniswapV2Factory', 'uniswapV2Router02', 'launchFactory', 'featuredAuction']);
        expect(await nonce(sender)).toBe(5);
      });
    }, 60_000);
  });

  describe('a run stopped partway, then a re-run on a node that keeps no past states', () => {
    /**
     * Runs a deployment through `pruned` that stops (as Ctrl-C would) at the first log line matching
     * `stopAt`, then the re-run, on a chain snapshot that is reverted afterwards. Returns the head
     * before, what the stopped run said and noted, and the re-run's start block.
     */
    async function stopThenRerun(stopAt: RegExp) {
      const snapshot = await rpc('evm_snapshot', []);
      const out = mkdtempSync(join(tmpdir(), 'launchdeck-pending-'));
      const pruned = await startRpcProxy({ target: chain.url, prunedState: true });
      try {
        const headBefore = Number(await client().getBlockNumber());
        const said: string[] = [];
        const stopping = (line: string) => {
          said.push(line);
          if (stopAt.test(line)) throw new Error('stopped');
        };
        await expect(deployContracts(options({ rpcUrl: pruned.url, outDir: out, log: stopping }))).rejects.toThrow(
          'stopped',
        );
        const pendingPath = join(out, '84532.pending.json');
        expect(existsSync(join(out, '84532.json'))).toBe(false);
        const notes = JSON.parse(readFileSync(pendingPath, 'utf8'));
        await rpc('anvil_mine', ['0x3']);
        const rerun = await deployContracts(options({ rpcUrl: pruned.url, outDir: out }));
        expect(rerun.sent).toEqual(['uniswapV2Factory', 'uniswapV2Router02', 'launchFactory', 'featuredAuction']);
        expect(pruned.stats.refusedPastStates).toBe(0);
        expect(existsSync(pendingPath)).toBe(false);
        return { notes, headBefore, said: said.join('\n'), startBlock: rerun.record?.startBlock };
      } finally {
        await pruned.close();
        await rpc('evm_revert', [snapshot]);
        rmSync(out, { recursive: true, force: true });
      }
    }

    it("dates the contracts the stopped run mined by their receipts' blocks", async () => {
      const { notes, said, startBlock } = await stopThenRerun(/^ {2}weth: deployed at/);
      const wethBlock = Number(/weth: deployed at 0x[0-9a-fA-F]{40} in block (\d+)/.exec(said)?.[1]);
      expect(wethBlock).toBeGreaterThan(0);
      expect(notes.blocks).toEqual({ weth: wethBlock });
      expect(startBlock).toBe(wethBlock);
    }, 60_000);

    it('dates a contract sent without its receipt by the head before it was sent', async () => {
      const { notes, headBefore, startBlock } = await stopThenRerun(/^ {2}weth: sent 0x/);
      expect(notes.blocks).toEqual({ weth: headBefore });
      expect(startBlock).toBe(headBefore);
    }, 60_000);
  });

  it('finishes a deployment that stopped, then sends nothing more, keeping the start block', async () => {
    // A run that stopped after its first contract: WETH is at its address, and no record was written.
    const { plan } = await deployContracts(options({ dryRun: true }));
    const wallet = createWalletClient({ account: privateKeyToAccount(deployerKey), transport: http(chain.url) });
    const hash = await wallet.sendTransaction({ chain: null, ...create2Call(plan.contracts[0]!.initCode) });
    const wethBlock = (await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).blockNumber;
    await rpc('anvil_mine', ['0x3']);

    const first = await deployContracts(options());
    expect(first.sent).toEqual(['uniswapV2Factory', 'uniswapV2Router02', 'launchFactory', 'featuredAuction']);
    const record = deploymentRecordSchema.parse(JSON.parse(readFileSync(join(outDir, '84532.json'), 'utf8')));
    expect(record).toEqual(first.record);
    expect(record.uniswapV2FeeToSetter).toBe(feeToSetter);
    expect(record.stablecoins).toEqual(coins);
    // WETH's block, found on the chain (the contracts sent this time came later).
    expect(record.startBlock).toBe(Number(wethBlock));
    const read = (functionName: 'uniswapFactory' | 'feeRecipient' | 'weth') =>
      client().readContract({ address: record.launchFactory as Address, abi: launchFactoryAbi, functionName });
    expect(await read('uniswapFactory')).toBe(record.uniswapV2Factory);
    expect(await read('weth')).toBe(record.weth);
    expect(await read('feeRecipient')).toBe(record.feeRecipient);
    const sentBefore = await nonce(deployer);
    expect(sentBefore).toBe(5);

    const again = await deployContracts(options());
    expect(again.sent).toEqual([]);
    expect(again.plan.contracts.every((c) => c.deployed)).toBe(true);
    expect(await nonce(deployer)).toBe(sentBefore);
    expect(again.record).toEqual(record);

    // Without the record (a run that failed before writing it), the start is found on the chain.
    rmSync(join(outDir, '84532.json'));
    expect((await deployContracts(options())).record?.startBlock).toBe(record.startBlock);
  }, 60_000);

  it('writes the standard JSON input the deployed bytecode compiles from', () => {
    const record = deploymentRecordSchema.parse(JSON.parse(readFileSync(join(outDir, '84532.json'), 'utf8')));
    const entry = record.verification?.find((v) => v.name === 'launchFactory');
    expect(entry?.contract).toBe('contracts/src/LaunchFactory.sol:LaunchFactory');
    const input = readFileSync(join(outDir, entry!.standardJsonInput), 'utf8');
    const output = JSON.parse(solc.compile(input));
    const [unit, name] = entry!.contract.split(':') as [string, string];
    const bytecode = `0x${output.contracts[unit][name].evm.bytecode.object}` as Hex;
    expect(create2Address(concat([bytecode, entry!.constructorArguments as Hex]))).toBe(record.launchFactory);
    expect(record.compiler.version).toBe(`v${solc.version().replace(/\.Emscripten.*$/, '')}`);
  }, 60_000);

  it('does not overwrite a record naming other addresses without --replace, and says what would change', async () => {
    const path = join(outDir, '84532.json');
    const before = readFileSync(path, 'utf8');
    const record = deploymentRecordSchema.parse(JSON.parse(before));
    const other = getAddress('0x00000000000000000000000000000000000fee03');
    const changes = new RegExp(
      `would change:\\n  launchFactory: ${record.launchFactory} → 0x[0-9a-fA-F]{40}\\n  featuredAuction: ${record.featuredAuction} → 0x[0-9a-fA-F]{40}\\n  feeRecipient: ${feeRecipient} → ${other}`,
    );
    lines = [];
    await deployContracts(options({ feeRecipient: other, dryRun: true }));
    expect(lines.join('\n')).toMatch(changes);
    expect(lines.join('\n')).toContain('Deploying needs --replace.');
    const sentBefore = await nonce(deployer);
    const refused = deployContracts(options({ feeRecipient: other }));
    await expect(refused).rejects.toThrow(changes);
    await expect(refused).rejects.toThrow(/Nothing was sent\. Run again with --replace/);
    expect(await nonce(deployer)).toBe(sentBefore);
    expect(readFileSync(path, 'utf8')).toBe(before);

    const snapshot = await rpc('evm_snapshot', []);
    try {
      const replaced = await deployContracts(options({ feeRecipient: other, replace: true }));
      expect(replaced.sent).toEqual(['launchFactory', 'featuredAuction']);
      expect(deploymentRecordSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).feeRecipient).toBe(other);
    } finally {
      await rpc('evm_revert', [snapshot]);
      writeFileSync(path, before);
    }
  }, 60_000);

  it('deploys without --usdc and --usdt: the swap registry lists WETH alone, and prices show in ETH', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'launchdeck-no-stablecoins-'));
    try {
      lines = [];
      const { record } = await deployContracts(options({ usdc: undefined, usdt: undefined, outDir: bare }));
      expect(lines.join('\n')).toContain('stablecoins: none (the swap registry lists WETH only; prices show in ETH)');
      expect(record?.stablecoins).toEqual({});
      const book = loadAddressBook(84532, bare);
      expect(book.stablecoins).toEqual({});
      const registry = loadRegistry(84532, book);
      expect(registry.tokens.map((t) => t.symbol)).toEqual(['WETH']);
      expect(registry.usdReference).toBeNull();
      const h = await startHarness({ CHAIN_ID: '84532', RPC_URL: chain.url, DEPLOYMENTS_DIR: bare });
      try {
        const tokens = await h.swap('/api/tokens');
        expect(tokens.status, tokens.text).toBe(200);
        expect((await h.swap('/api/pairs')).status).toBe(200);
      } finally {
        await h.close();
      }
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 60_000);

  it("uses the chain's own Uniswap V2 with --uniswap-router, and refuses a fork's factory or router", async () => {
    const weth9 = artifact('v2-periphery/build/WETH9.json');
    const factory = artifact('v2-core/build/UniswapV2Factory.json');
    const router = artifact('v2-periphery/build/UniswapV2Router02.json');
    const pairCode = artifact('v2-core/build/UniswapV2Pair.json').bytecode as string;
    const address = (types: string, values: unknown[]) => encodeAbiParameters(parseAbiParameters(types), values);
    const weth = await deployPlain(`0x${weth9.bytecode}`);
    const uniswap = async (factoryCode: string) => {
      const made = await deployPlain(`0x${factoryCode}`, address('address', [operator.address]));
      return {
        factory: made,
        router: await deployPlain(`0x${router.bytecode}`, address('address, address', [made, weth])),
      };
    };
    const createPair = async (at: Address) => {
      const wallet = createWalletClient({ account: operator, transport: http(chain.url) });
      const abi = parseAbi(['function createPair(address, address) returns (address)']) as Abi;
      const hash = await wallet.writeContract({
        chain: null,
        address: at,
        abi,
        functionName: 'createPair',
        args: [coins.usdc, coins.usdt],
      });
      await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    };

    // A fork: the same factory whose pair code differs by one byte (its EIP-712 type string), so its pairs land elsewhere.
    const forkedPair = `${pairCode.slice(0, -2)}20`;
    const fork = await uniswap((factory.bytecode as string).replace(pairCode, forkedPair));
    const forkOut = mkdtempSync(join(tmpdir(), 'launchdeck-fork-'));
    const withFork = options({ feeToSetter: undefined, uniswapRouter: fork.router, outDir: forkOut });
    await expect(deployContracts(withFork)).rejects.toThrow(/has no pair yet.*fork/s);
    await createPair(fork.factory);
    await expect(deployContracts(withFork)).rejects.toThrow(/has its first pair at .* fork whose pair init code hash/s);

    const real = await uniswap(factory.bytecode);
    const realOut = mkdtempSync(join(tmpdir(), 'launchdeck-router-'));
    const withRouter = options({ feeToSetter: undefined, uniswapRouter: real.router, outDir: realOut });
    lines = [];
    const deployed = await deployContracts(withRouter);
    expect(lines[0]).toBe(
      `Uniswap V2 behind ${real.router}: it has no pair yet; its code holds Uniswap V2's pair creation code, whose keccak is the init code hash.`,
    );
    expect(deployed.sent).toEqual(['launchFactory', 'featuredAuction']);
    expect(deployed.record).toMatchObject({
      uniswapV2Router02: real.router,
      uniswapV2Factory: real.factory,
      weth,
      uniswapV2FeeToSetter: null,
    });
    const launchFactory = deployed.record!.launchFactory as Address;
    expect(
      await client().readContract({ address: launchFactory, abi: launchFactoryAbi, functionName: 'uniswapFactory' }),
    ).toBe(real.factory);
    // With a pair, the check reads where the factory put it.
    await createPair(real.factory);
    lines = [];
    expect((await deployContracts(withRouter)).sent).toEqual([]);
    expect(lines[0]).toMatch(/its first pair 0x[0-9a-fA-F]{40} is where Uniswap V2's init code hash puts it/);

    // A fork's router pointed at the canonical factory: its code's init code hash differs by one byte.
    const forkRouter = await deployPlain(`0x${router.bytecode}`, address('address, address', [real.factory, weth]));
    const hash = UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2);
    const routerCode = (await client().getCode({ address: forkRouter }))!.toLowerCase();
    expect(routerCode).toContain(hash);
    await rpc('anvil_setCode', [forkRouter, routerCode.replace(hash, `${hash.slice(0, -2)}00`)]);
    const forkRouterOut = mkdtempSync(join(tmpdir(), 'launchdeck-fork-router-'));
    const sentBefore = await nonce(deployer);
    await expect(
      deployContracts(options({ feeToSetter: undefined, uniswapRouter: forkRouter, outDir: forkRouterOut })),
    ).rejects.toThrow(/--uniswap-router 0x[0-9a-fA-F]{40}'s code does not hold Uniswap V2's pair init code hash/);
    expect(await nonce(deployer)).toBe(sentBefore);
    for (const dir of [forkOut, realOut, forkRouterOut]) rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
