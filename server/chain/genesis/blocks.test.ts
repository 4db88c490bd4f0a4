import { type Address, decodeFunctionData, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { featuredAuctionAbi } from '../../../interface/contracts/abis';
import { addressBook } from '../../../interface/contracts/address-book';
import { genesisBlocks } from './blocks';
import { genesisCalls } from './calls';
import type { GenesisStep } from './target';

const MINUTE = 60_000;
const MIDNIGHT = Date.UTC(2026, 10, 20);
const BIDDER: Address = '0x00000000000000000000000000000000000000b1';
const TOKEN: Address = '0x00000000000000000000000000000000000000a1';

/** The auction calls of the blocks, in order: each `bid` or `settle` with its block's time in minutes from midnight. */
function auctionCalls(bidMinutes: number[]) {
  const steps: GenesisStep[] = bidMinutes.map((m) => ({
    at: MIDNIGHT + m * MINUTE,
    bid: { bidder: BIDDER, token: TOKEN, amount: parseEther('0.01') },
  }));
  const blocks = genesisBlocks(steps, {
    now: MIDNIGHT + 2 * 60 * MINUTE,
    auctionOpenedAt: (MIDNIGHT - 12 * 60 * MINUTE) / 1000,
    firstTimestamp: (MIDNIGHT - 12 * 60 * MINUTE) / 1000,
    calls: genesisCalls(addressBook(31337)),
  });
  return blocks.flatMap((b) =>
    b.calls.map((c) => {
      const name = decodeFunctionData({ abi: featuredAuctionAbi, data: c.data }).functionName;
      return `${name}@${(b.timestamp * 1000 - MIDNIGHT) / MINUTE}`;
    }),
  );
}

describe('the genesis’s model of the featured auction', () => {
  it('settles before a bid at or past the hard stop, an hour after midnight however many late bids came', () => {
    // Each bid a minute before the end it finds: the end moves 9 minutes on, until midnight + 60 min.
    const late = [-5, 4, 13, 22, 31, 40, 49, 58];
    expect(auctionCalls([...late, 61])).toEqual([...late.map((m) => `bid@${m}`), 'settle@61', 'bid@61']);
    expect(auctionCalls([...late, 60])).toEqual([...late.map((m) => `bid@${m}`), 'settle@60', 'bid@60']);
  });

  it('keeps a bid in the extended end’s last minutes in the same auction', () => {
    expect(auctionCalls([-5, 4, 13])).toEqual(['bid@-5', 'bid@4', 'bid@13']);
    expect(auctionCalls([-5, 5])).toEqual(['bid@-5', 'settle@5', 'bid@5']);
  });
});
