/**
 * The profile's transfers name the tokens they read: our launched tokens, learnt from the factory's
 * Launched events, in lists of at most 500. A fake client keeps every log filter and refuses one
 * without an address; a spam token's transfers to the profile's address are never asked for.
 */
import { type Address, pad, toHex } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { readTransfers } from './profile-chain';

const CHAIN = 31337;
const ME = '0x000000000000000000000000000000000000a11c' as Address;
const SPAM = '0x5555555555555555555555555555555555555555' as Address;
const tokenOf = (i: number) => pad(toHex(0x7000 + i), { size: 20 });

interface Filter {
  address?: Address | Address[];
  eventName: string;
  args?: { to?: Address; from?: Address };
  fromBlock: bigint;
  toBlock: bigint;
}

const filters: Filter[] = [];
let launched: Address[] = [];
let head = 1_000n;

/** The transfers on chain: one to ME of the last launched token, and a spam token's. */
const transferLogs = () =>
  [launched.at(-1)!, SPAM].map((token, i) => ({
    address: token,
    args: { from: pad('0x01', { size: 20 }), to: ME, value: 10n },
    blockNumber: 900n,
    logIndex: i,
    transactionHash: pad(toHex(i + 1), { size: 32 }),
  }));

const client = {
  getBlockNumber: async () => head,
  async getContractEvents(filter: Filter) {
    filters.push(filter);
    const list = filter.address === undefined ? [] : [filter.address].flat();
    if (list.length === 0) throw new Error(`getLogs names no address (${filter.eventName})`);
    const named = new Set(list.map((a) => a.toLowerCase()));
    if (filter.eventName === 'Launched') {
      return launched.map((token, i) => ({
        address: list[0],
        args: { token, creator: ME },
        blockNumber: BigInt(i + 1),
        logIndex: 0,
      }));
    }
    return transferLogs().filter(
      (l) => named.has(l.address.toLowerCase()) && (!filter.args?.to || filter.args.to === l.args.to),
    );
  },
};

vi.mock('wagmi/actions', () => ({ getPublicClient: () => client }));

beforeEach(() => {
  filters.length = 0;
});

describe('readTransfers', () => {
  it('reads our launched tokens’ transfers by address, in lists of 500, and never a stranger’s', async () => {
    launched = Array.from({ length: 501 }, (_, i) => tokenOf(i));
    const transfers = await readTransfers({} as Config, CHAIN, ME);

    for (const f of filters) expect([f.address ?? []].flat().length).toBeGreaterThan(0);
    expect(filters.filter((f) => f.eventName === 'Launched').map((f) => f.address)).toEqual([
      addressBook(CHAIN).launchFactory,
    ]);
    const lists = filters.filter((f) => f.eventName === 'Transfer').map((f) => [f.address ?? []].flat().length);
    // Into and out of the address, each in two lists.
    expect(lists.sort((a, b) => a - b)).toEqual([1, 1, 500, 500]);
    expect(transfers.map((t) => t.token)).toEqual([tokenOf(500)]);
  });

  it('reads the Launched events again only near the top, and learns a new launch there', async () => {
    launched = [...launched, tokenOf(600)];
    head = 1_100n;
    const transfers = await readTransfers({} as Config, CHAIN, ME);
    const launches = filters.filter((f) => f.eventName === 'Launched');
    expect(launches.map((f) => [f.fromBlock, f.toBlock])).toEqual([[1_000n - 64n + 1n, 1_100n]]);
    expect(transfers.map((t) => t.token)).toEqual([tokenOf(600)]);
  });
});
