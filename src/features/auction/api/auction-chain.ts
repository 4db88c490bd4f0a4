/**
 * The auction's reads and writes on FeaturedAuction, through the wallet layer's wagmi config. WHY
 * `wagmi/actions` on demand: the wallet layer has loaded it by the time the page reads the chain, and
 * a static import would pull it into the page's own chunk. Reads are at one block, the latest, so
 * the leader, the minimum and what is owed always agree with each other.
 */
import { featuredAuctionAbi } from '@interface/contracts/abis';
import { type Address, encodeFunctionData, type Hash, type TransactionReceipt, zeroAddress } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { type LogCursor, readLogPage } from '@/lib/log-pages';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { callsKey } from '@/lib/transaction-preview/use-transaction-preview';
import { trackTransaction } from '@/lib/transactions/track';
import { NotPreviewedError } from '../lib/not-previewed';

const actions = () => import('wagmi/actions');
const auctionOf = (chainId: number) => addressBook(chainId).featuredAuction;
const orNull = (address: Address) => (address === zeroAddress ? null : address);

export interface AuctionSnapshot {
  block: bigint;
  /** The block's time (ms): the chain's clock when it was read. */
  blockTime: number;
  /** Our clock when it was read (ms). */
  readAt: number;
  /** The UTC day the auction sells (days since 1970). */
  day: bigint;
  leader: Address | null;
  token: Address | null;
  amount: bigint;
  /** ms. */
  endsAt: number;
  minimumBid: bigint;
  /** What the account may withdraw; null without an account. */
  owed: bigint | null;
}

export async function readAuction(config: Config, chainId: number, account: Address | undefined) {
  const { getBlock, readContract } = await actions();
  const block = await getBlock(config, { chainId, blockTag: 'latest' });
  const at = { chainId, address: auctionOf(chainId), abi: featuredAuctionAbi, blockNumber: block.number } as const;
  const [[day, leader, token, amount, endsAt], minimumBid, owed] = await Promise.all([
    readContract(config, { ...at, functionName: 'currentAuction' }),
    readContract(config, { ...at, functionName: 'minimumBid' }),
    account ? readContract(config, { ...at, functionName: 'owed', args: [account] }) : Promise.resolve(null),
  ]);
  return {
    block: block.number,
    blockTime: Number(block.timestamp) * 1000,
    readAt: Date.now(),
    day,
    leader: orNull(leader),
    token: orNull(token),
    amount,
    endsAt: Number(endsAt) * 1000,
    minimumBid,
    owed,
  } satisfies AuctionSnapshot;
}

export interface SettledDay {
  day: bigint;
  /** Null when nobody bid for that day. */
  winner: Address | null;
  token: Address | null;
  amount: bigint;
  txHash: Hash;
}

export interface SettledPage {
  days: SettledDay[];
  /** Where the older days start; null once the contract's first block has been read. */
  older: LogCursor | null;
}

/**
 * Past days, newest first, as the contract's AuctionSettled events tell them: `limit` of them from
 * `from` back (the latest block for the first page), read in bounded ranges of blocks (lib/log-pages).
 */
export async function readSettledDays(
  config: Config,
  chainId: number,
  limit: number,
  from?: LogCursor,
  signal?: AbortSignal,
): Promise<SettledPage> {
  const { getPublicClient } = await actions();
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error('No client for the app’s chain.');
  const address = auctionOf(chainId);
  const page = await readLogPage({
    read: ({ fromBlock, toBlock }) =>
      client.getContractEvents({ address, abi: featuredAuctionAbi, eventName: 'AuctionSettled', fromBlock, toBlock }),
    from: from ?? { block: await client.getBlockNumber({ cacheTime: 0 }) },
    floor: BigInt(addressBook(chainId).startBlock),
    limit,
    signal,
  });
  const days = page.items.map((e) => ({
    day: e.args.day ?? 0n,
    winner: e.args.winner ? orNull(e.args.winner) : null,
    token: e.args.token ? orNull(e.args.token) : null,
    amount: e.args.amount ?? 0n,
    txHash: e.transactionHash,
  }));
  return { days, older: page.older };
}

/**
 * The day the auction sells at the latest block: what a bid sent now is for. After a settlement the
 * contract has moved on to the next day, and a bid meant for the day before would lead that one.
 */
export async function readAuctionDay(config: Config, chainId: number): Promise<bigint> {
  const { readContract } = await actions();
  const [day] = await readContract(config, {
    chainId,
    address: auctionOf(chainId),
    abi: featuredAuctionAbi,
    functionName: 'currentAuction',
    blockTag: 'latest',
  });
  return day;
}

/** A bid names the day it is for (the one on screen): it is sent only while the contract sells that day. */
export type AuctionCall =
  | { fn: 'bid'; token: Address; value: bigint; day: bigint }
  | { fn: 'withdraw' }
  | { fn: 'settle' };

/** What the toast says: "Bid for the featured slot", "0.05 ETH on NRWHL". */
export interface AuctionLabel {
  title: string;
  description?: string;
  confirmedTitle?: string;
}

/** The call exactly as the wallet is asked for it: what the review step previews. */
export function auctionCallOf(chainId: number, call: AuctionCall): PreviewCall {
  const to = auctionOf(chainId);
  switch (call.fn) {
    case 'bid':
      return {
        to,
        value: call.value,
        data: encodeFunctionData({ abi: featuredAuctionAbi, functionName: 'bid', args: [call.token] }),
      };
    case 'withdraw':
      return { to, value: 0n, data: encodeFunctionData({ abi: featuredAuctionAbi, functionName: 'withdraw' }) };
    case 'settle':
      return { to, value: 0n, data: encodeFunctionData({ abi: featuredAuctionAbi, functionName: 'settle' }) };
  }
}

/**
 * Simulates the call against the latest block first (a failing call never reaches the wallet; the
 * simulation's error names the contract's reason), then asks the wallet to send exactly what was
 * simulated, and follows it with the transaction tracker (a reverted call rejects). `previewed`: the
 * call the review step previewed; a simulated request that is not byte for byte that call (to, data,
 * value) is never sent.
 */
export async function sendAuctionCall(
  config: Config,
  chainId: number,
  account: Address,
  call: AuctionCall,
  label: AuctionLabel,
  previewed: PreviewCall,
): Promise<TransactionReceipt> {
  const hash = await simulateAndWrite(config, chainId, account, call, previewed);
  return trackTransaction(config, { chainId, account, hash, kind: call.fn, ...label });
}

/** The wallet is asked only for the previewed call: the request it gets, encoded, is compared with it. */
function assertPreviewed(
  previewed: PreviewCall,
  request: Parameters<typeof encodeFunctionData>[0] & { address: Address; value?: bigint },
) {
  const sent = { to: request.address, data: encodeFunctionData(request), value: request.value ?? 0n };
  if (callsKey([sent]) !== callsKey([previewed])) throw new NotPreviewedError();
}

/** Each simulation's request is typed for its own function, hence one branch per function. */
async function simulateAndWrite(
  config: Config,
  chainId: number,
  account: Address,
  call: AuctionCall,
  previewed: PreviewCall,
) {
  const { simulateContract, writeContract } = await actions();
  const base = { chainId, account, address: auctionOf(chainId), abi: featuredAuctionAbi, blockTag: 'latest' } as const;
  switch (call.fn) {
    case 'bid': {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: 'bid',
        args: [call.token],
        value: call.value,
      });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
    case 'withdraw': {
      const { request } = await simulateContract(config, { ...base, functionName: 'withdraw' });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
    case 'settle': {
      const { request } = await simulateContract(config, { ...base, functionName: 'settle' });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
  }
}
