/**
 * A busy chain: a bare Anvil (chain 84532) with our contracts deployed by `npm run deploy`'s code, and
 * other people's contracts filling blocks with logs of the topics the indexer reads:
 * - a foreign ERC-20's Transfer and Approval;
 * - a Uniswap V2 fork (another init code hash): its factory announces a pair of WETH and USDC (the
 *   registry's own tokens, a trap for a reader that trusts any PairCreated), its pair swaps (Sync and
 *   Swap). Contracts that emit the V2 topics from their own addresses stand for it: what a reader sees
 *   of a real fork is exactly these logs, and deploying one would add nothing to the test but time;
 * - malformed logs of known topics: a Transfer whose value is a fourth topic (an ERC-721's shape), a
 *   Transfer and a Sync whose data is missing or short.
 *
 *   const world = await startBusyChain();
 *   await world.foreignBlock({ transfers: 10_000 });   // one block of 10,000 foreign Transfers
 *   const token = await world.launch('Ours', 'OURS');  // our own transactions, as anyone sends them
 *   world.stop();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  pad,
  parseEther,
  parseEventLogs,
  toEventSelector,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { launchFactoryAbi } from '../../interface/contracts/abis';
import { deployOurContracts, fundOnAnvil, startBareChain } from './bare-chain';
import { emitCount, type LogShape, logEmitterInitCode, logEmitterRuntime } from './log-emitter';

const TOPIC = {
  transfer: toEventSelector('Transfer(address,address,uint256)'),
  approval: toEventSelector('Approval(address,address,uint256)'),
  pairCreated: toEventSelector('PairCreated(address,address,address,uint256)'),
  sync: toEventSelector('Sync(uint112,uint112)'),
  swap: toEventSelector('Swap(address,uint256,uint256,uint256,uint256,address)'),
};
const word = (address: string) => pad(address as Hex, { size: 32 });
const SOMEONE = word('0x00000000000000000000000000000000000a11ce');
const ELSE = word('0x0000000000000000000000000000000000000b0b');

/** The malformed logs of known topics, one of each a round. */
const MALFORMED: LogShape[] = [
  { topics: [TOPIC.transfer, SOMEONE, ELSE, 'counter'], dataWords: 0 },
  { topics: [TOPIC.transfer, SOMEONE, ELSE], dataWords: 0 },
  { topics: [TOPIC.transfer], dataWords: 1 },
  { topics: [TOPIC.sync], dataWords: 1 },
];

type Kind = 'transfers' | 'approvals' | 'forkPairs' | 'forkSwaps' | 'malformed';

/** Gas for `rounds` of a contract's shapes: about 2,000 a log, with room. */
const gasFor = (shapes: LogShape[], rounds: number) =>
  BigInt(60_000 + rounds * shapes.reduce((sum, s) => sum + 900 + 400 * s.topics.length + 300 * s.dataWords, 0));

export async function startBusyChain() {
  const chain = await startBareChain();
  const outDir = mkdtempSync(join(tmpdir(), 'launchdeck-busy-'));
  const trader = privateKeyToAccount(generatePrivateKey());
  const noise = privateKeyToAccount(generatePrivateKey());
  await fundOnAnvil(chain.url, trader.address, '1000');
  await fundOnAnvil(chain.url, noise.address, '1000');
  const book = await deployOurContracts(chain, trader, outDir);
  // Automine is turned off while a block is filled: the receipts are read after it is mined.
  const client = createPublicClient({ transport: http(chain.url, { timeout: 120_000, retryCount: 0 }) });
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never });
  const wallet = (account: typeof trader) => createWalletClient({ account, transport: http(chain.url) });

  async function deployEmitter(shapes: LogShape[]): Promise<Address> {
    const hash = await wallet(noise).sendTransaction({ chain: null, data: logEmitterInitCode(shapes) });
    const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return contractAddress!;
  }
  const shapes: Record<Kind, LogShape[]> = {
    transfers: [{ topics: [TOPIC.transfer, SOMEONE, ELSE], dataWords: 1 }],
    approvals: [{ topics: [TOPIC.approval, SOMEONE, ELSE], dataWords: 1 }],
    forkPairs: [{ topics: [TOPIC.pairCreated, word(book.weth), word(book.stablecoins.usdc!)], dataWords: 2 }],
    forkSwaps: [
      { topics: [TOPIC.sync], dataWords: 2 },
      { topics: [TOPIC.swap, SOMEONE, ELSE], dataWords: 4 },
    ],
    malformed: MALFORMED,
  };
  const emitters = {} as Record<Kind, Address>;
  for (const kind of Object.keys(shapes) as Kind[]) emitters[kind] = await deployEmitter(shapes[kind]);

  /**
   * Mines one block holding the given rounds of foreign logs, one transaction per kind (a fork swap
   * round is a Sync and a Swap; a malformed round is one of each malformed shape). Its number.
   */
  async function foreignBlock(rounds: Partial<Record<Kind, number>>): Promise<bigint> {
    let nonce = await client.getTransactionCount({ address: noise.address, blockTag: 'pending' });
    await rpc('evm_setAutomine', [false]);
    try {
      const hashes: Hex[] = [];
      for (const [kind, count] of Object.entries(rounds) as [Kind, number][]) {
        if (!count) continue;
        hashes.push(
          await wallet(noise).sendTransaction({
            chain: null,
            to: emitters[kind],
            data: emitCount(count),
            gas: gasFor(shapes[kind], count),
            nonce: nonce++,
          }),
        );
      }
      await rpc('evm_mine');
      for (const hash of hashes) {
        const receipt = await client.getTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`a foreign transaction failed: ${hash}`);
      }
    } finally {
      await rpc('evm_setAutomine', [true]);
    }
    return client.getBlockNumber({ cacheTime: 0 });
  }

  const deadline = async () => (await client.getBlock()).timestamp + 3_600n;
  async function send(request: { to: Address; data: Hex; value?: bigint }) {
    const hash = await wallet(trader).sendTransaction({ chain: null, gas: 8_000_000n, ...request });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`our transaction failed: ${hash}`);
    return receipt;
  }

  return {
    url: chain.url,
    book,
    /** The folder holding the deployment record (DEPLOYMENTS_DIR). */
    outDir,
    client,
    rpc,
    trader,
    emitters,
    foreignBlock,
    /** Launches a token from the trader; its address and the receipt. */
    async launch(name: string, symbol: string) {
      const receipt = await send({
        to: book.launchFactory,
        data: encodeFunctionData({
          abi: launchFactoryAbi,
          functionName: 'launch',
          args: [name, symbol, `0x${'cd'.repeat(32)}`, 0n, await deadline()],
        }),
        value: parseEther('0.01'),
      });
      const { token } = parseEventLogs({ abi: launchFactoryAbi, logs: receipt.logs, eventName: 'Launched' })[0]!.args;
      return { token, receipt };
    },
    /** A curve buy from the trader. */
    async buy(token: Address, eth: string) {
      return send({
        to: book.launchFactory,
        data: encodeFunctionData({ abi: launchFactoryAbi, functionName: 'buy', args: [token, 0n, await deadline()] }),
        value: parseEther(eth),
      });
    },
    /**
     * Makes one of ours misbehave: the code at `address` replaced by an emitter of the malformed logs,
     * which it then emits (`rounds` of each) in one block. The block's number.
     */
    async malformedFrom(address: Address, rounds: number) {
      await rpc('anvil_setCode', [address, logEmitterRuntime(MALFORMED)]);
      const hash = await wallet(noise).sendTransaction({
        chain: null,
        to: address,
        data: emitCount(rounds),
        gas: gasFor(MALFORMED, rounds),
      });
      return (await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).blockNumber;
    },
    /** Mines `blocks` empty blocks. */
    mine: (blocks: number) => rpc('anvil_mine', [toHex(blocks)]),
    stop() {
      chain.stop();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export type BusyChain = Awaited<ReturnType<typeof startBusyChain>>;
