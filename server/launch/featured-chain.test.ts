/**
 * `/api/eoti` and FeaturedAuction's `featuredToken(day)` agree about a day whose auction late bids ran
 * past midnight, on a private Anvil with the real contracts: nothing while it runs, its leader once it
 * has ended, before anyone settles it and after.
 */
import { type Address, createPublicClient, createWalletClient, http, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredAuctionAbi, launchFactoryAbi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { featuredTokenSchema } from '../../interface/tokens';
import { deployLocalContracts } from '../chain/deploy';
import { launchedTokenAddress, readLocalBytecode } from '../chain/deployment';
import { createIndexer } from '../chain/indexer';
import { startPrivateChain } from '../chain/private-chain';
import { failure, type Harness, ok, startHarness, wallets } from '../test/harness';

const book = addressBook(31337);
const [alice, bob, carol] = [wallets[0]!, wallets[1]!, wallets[2]!];
const auction = { address: book.featuredAuction, abi: featuredAuctionAbi } as const;

let chain: Awaited<ReturnType<typeof startPrivateChain>>;
let h: Harness;
const reader = () => createPublicClient({ transport: http(chain.url) });

async function sendAt(
  timestamp: bigint,
  account: (typeof wallets)[number],
  request: {
    address: Address;
    abi: readonly unknown[];
    functionName: string;
    args: readonly unknown[];
    value?: bigint;
  },
) {
  await reader().request({
    method: 'evm_setNextBlockTimestamp' as never,
    params: [`0x${timestamp.toString(16)}`] as never,
  });
  const wallet = createWalletClient({ account, transport: http(chain.url) });
  const hash = await wallet.writeContract({ chain: null, ...request } as Parameters<typeof wallet.writeContract>[0]);
  const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
}

/** Mines a block at `timestamp`, indexes the chain, and reads both answers for `day` at that block. */
async function bothAt(timestamp: bigint, day: bigint) {
  await reader().request({ method: 'evm_mine' as never, params: [`0x${timestamp.toString(16)}`] as never });
  const indexer = createIndexer(h.db, h.ingest, { rpcUrl: chain.url, book, confirmations: 0 });
  while ((await indexer.syncOnce()) > 0) {}
  h.clock.now = Number(timestamp) * 1000;
  const onChain = await reader().readContract({ ...auction, functionName: 'featuredToken', args: [day] });
  return { onChain: onChain.toLowerCase(), service: await h.launch('/api/eoti') };
}

beforeAll(async () => {
  chain = await startPrivateChain();
  await deployLocalContracts(chain.url);
  h = await startHarness({ RPC_URL: chain.url });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await chain?.stop();
});

describe('the featured token of a day whose auction ran past midnight', () => {
  it('is nothing while the auction runs, then its leader, settled or not, for the contract and the service', async () => {
    const tokens: Address[] = [];
    const { timestamp: start } = await reader().getBlock();
    for (const [nonce, name] of ['Early', 'Late'].entries()) {
      const args = [name, name.toUpperCase(), `0x${'00'.repeat(32)}`, 0n, 4_102_444_800n] as const;
      await sendAt(start + 1n + BigInt(nonce), alice, {
        address: book.launchFactory,
        abi: launchFactoryAbi,
        functionName: 'launch',
        args,
      });
      const token = launchedTokenAddress(book, readLocalBytecode().LaunchToken, {
        creator: alice.address,
        nonce: BigInt(nonce),
        name,
        symbol: name.toUpperCase(),
      });
      tokens.push(token.toLowerCase() as Address);
    }
    const [early, late] = tokens as [Address, Address];
    let [day, , , , midnight] = await reader().readContract({ ...auction, functionName: 'currentAuction' });
    if (midnight - start < 7_200n) {
      // Too close to the end for the bids below: the auction after it, once this one is settled empty.
      await sendAt(midnight, bob, { ...auction, functionName: 'settle', args: [] });
      [day, , , , midnight] = await reader().readContract({ ...auction, functionName: 'currentAuction' });
    }
    const bid = (at: bigint, who: typeof bob, token: Address, eth: string) =>
      sendAt(at, who, { ...auction, functionName: 'bid', args: [token], value: parseEther(eth) });
    await bid(midnight - 3_600n, bob, early, '0.01');
    // A minute before midnight: the end moves to nine minutes past it.
    await bid(midnight - 60n, carol, late, '0.02');

    const running = await bothAt(midnight + 300n, day);
    expect(running.onChain).toBe(zeroAddress);
    failure(running.service, 404, 'NOT_FOUND');

    const ended = await bothAt(midnight + 540n, day);
    expect(ended.onChain).toBe(late);
    expect(ok(ended.service, featuredTokenSchema).address).toBe(late);
    const [openDay] = await reader().readContract({ ...auction, functionName: 'currentAuction' });
    expect(openDay).toBe(day);

    await sendAt(midnight + 600n, bob, { ...auction, functionName: 'settle', args: [] });
    const settled = await bothAt(midnight + 660n, day);
    expect(settled.onChain).toBe(late);
    expect(ok(settled.service, featuredTokenSchema).address).toBe(late);
  }, 60_000);
});
