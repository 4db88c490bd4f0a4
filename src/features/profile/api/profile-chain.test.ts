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
/** Our launches, and the transfers on chain (a spam token's among them), each at its block. */
const launches: { token: Address; block: bigint }[] = [];
const transfers: { token: Address; block: bigint }[] = [];
let head = 1_000n;

const inRange = (block: bigint, filter: Filter) => block >= filter.fromBlock && block <= filter.toBlock;

const client = {
  getBlockNumber: async () => head,
  async getContractEvents(filter: Filter) {
    filters.push(filter);
    const list = filter.address === undefined ? [] : [filter.address].flat();
    if (list.length === 0) throw new Error(`getLogs names no address (${filter.eventName})`);
    const named = new Set(list.map((a) => a.toLowerCase()));
    if (filter.eventName === 'Launched') {
      return launches
        .filter((l) => inRange(l.block, filter))
        .map((l) => ({ address: list[0], args: { token: l.token, creator: ME }, blockNumber: l.block, logIndex: 0 }));
    }
    return transfers
      .filter((t) => named.has(t.token.toLowerCase()) && inRange(t.block, filter) && filter.args?.to === ME)
      .map((t, i) => ({
        address: t.token,
        args: { from: pad('0x01', { size: 20 }), to: ME, value: 10n },
        blockNumber: t.block,
        logIndex: 0,
        transactionHash: pad(toHex(Number(t.block) * 10 + i), { size: 32 }),
      }));
  },
};

vi.mock('wagmi/actions', () => ({ getPublicClient: () => client }));

beforeEach(() => {
  filters.length = 0;
});

describe('readTransfers', () => {
  it('reads our launched tokens’ transfers by address, in lists of 500, and never a stranger’s', async () => {
    for (let i = 0; i <= 500; i++) launches.push({ token: tokenOf(i), block: BigInt(i + 1) });
    transfers.push({ token: tokenOf(500), block: 900n }, { token: SPAM, block: 900n });
    const found = await readTransfers({} as Config, CHAIN, ME);

    for (const f of filters) expect([f.address ?? []].flat().length).toBeGreaterThan(0);
    expect(filters.filter((f) => f.eventName === 'Launched').map((f) => f.address)).toEqual([
      addressBook(CHAIN).launchFactory,
    ]);
    const lists = filters.filter((f) => f.eventName === 'Transfer').map((f) => [f.address ?? []].flat().length);
    // Into and out of the address, each in two lists.
    expect(lists.sort((a, b) => a - b)).toEqual([1, 1, 500, 500]);
    expect(found.map((t) => [t.token, t.blockNumber])).toEqual([[tokenOf(500), 900n]]);
  });

  it('reads again only near the top, keeps what it read below, and learns a new launch there', async () => {
    launches.push({ token: tokenOf(600), block: 1_050n });
    transfers.push({ token: tokenOf(600), block: 1_060n });
    head = 1_100n;
    const found = await readTransfers({} as Config, CHAIN, ME);

    // The last read went to block 1,000: this one reads from 64 blocks below it.
    expect(new Set(filters.map((f) => `${f.fromBlock}..${f.toBlock}`))).toEqual(new Set(['937..1100']));
    expect(found.map((t) => [t.token, t.blockNumber])).toEqual([
      [tokenOf(500), 900n],
      [tokenOf(600), 1_060n],
    ]);
  });
});
