/**
 * What one read of new blocks asks the chain: every getLogs names its addresses (the fake chain
 * refuses one that does not), long lists are cut, a pair that graduates inside the range is read for
 * that range, and logs of a known topic with the wrong shape are skipped without breaking the read.
 */
import { type Address, getAddress, type Hex, type Log, pad, toEventSelector, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ADDRESSES_PER_LOG_READ } from '@/lib/address-chunks';
import type { PairInfo } from '@/lib/market-trades';
import { pairOf } from './our-pairs';
import { readNewBlocks } from './read-new-blocks';
import { BOOK, curveTrade, fakeChain, graduation, launch, OTHER_TOKEN, pairSell, TOKEN } from './test/fake-chain';

const read = (chain: ReturnType<typeof fakeChain>, from: number, to: number, pairs: Map<string, PairInfo>) =>
  readNewBlocks({
    client: chain.client,
    book: BOOK,
    fromBlock: BigInt(from),
    toBlock: BigInt(to),
    pairs,
    blockTimes: new Map(),
  });

const addressesOf = (address: Address | Address[]) => (Array.isArray(address) ? address : [address]);

/** Pairs of `n` made-up tokens (none of which trades): a page that knows many tokens. */
function manyPairs(n: number) {
  const pairs = new Map<string, PairInfo>();
  for (let i = 1; i <= n; i++) {
    const [pair, info] = pairOf(BOOK, pad(toHex(0x10_000 + i), { size: 20 }));
    pairs.set(pair, info);
  }
  return pairs;
}

describe('readNewBlocks', () => {
  it('names the addresses of every log it reads: the factory, our pairs, the tokens that swapped', async () => {
    const chain = fakeChain(100);
    const [pair, info] = pairOf(BOOK, TOKEN);
    const [strangerPair] = pairOf(BOOK, OTHER_TOKEN);
    chain.mine(launch(0, OTHER_TOKEN), curveTrade(0));
    chain.mineOneTransaction(pairSell(0, pair as Address, TOKEN, info.wethIsToken0));
    // Another pair's swap, not ours: never read, so never shown.
    chain.mineOneTransaction(pairSell(0, strangerPair as Address, OTHER_TOKEN, false));

    const blocks = await read(chain, 101, 103, new Map([[pair, info]]));

    expect(chain.filters.length).toBeGreaterThan(0);
    for (const filter of chain.filters) expect(addressesOf(filter.address).length).toBeGreaterThan(0);
    expect(chain.filters.map((f) => addressesOf(f.address).map((a) => a.toLowerCase()))).toEqual(
      expect.arrayContaining([[BOOK.launchFactory.toLowerCase()], [pair], [TOKEN]]),
    );
    expect(blocks.trades.map((t) => [t.market, t.token])).toEqual([
      ['curve', TOKEN],
      ['pair', TOKEN],
    ]);
  });

  it('asks for no pair logs while no pair is known, and for many pairs in lists of at most 500', async () => {
    const chain = fakeChain(100);
    chain.mine(curveTrade(0));
    await read(chain, 101, 101, new Map());
    expect(chain.asked.pairs.size).toBe(0);

    const pairs = manyPairs(2 * ADDRESSES_PER_LOG_READ + 1);
    await read(chain, 101, 101, pairs);
    const lists = chain.filters.filter((f) => Array.isArray(f.address) && f.address.length > 0).map((f) => f.address);
    expect(lists.map((l) => l.length)).toEqual([500, 500, 1]);
    expect(new Set(lists.flat())).toEqual(new Set(pairs.keys()));
  });

  it('reads a pair that graduated inside the range for that same range', async () => {
    const chain = fakeChain(100);
    const [pair, info] = pairOf(BOOK, OTHER_TOKEN);
    chain.mine(graduation(0, OTHER_TOKEN, pair as Address));
    chain.mineOneTransaction(pairSell(0, pair as Address, OTHER_TOKEN, info.wethIsToken0));

    // One read over both blocks, as a catch-up after a hidden tab makes.
    const blocks = await read(chain, 101, 102, new Map());

    expect(blocks.graduations.map((g) => g.pair)).toEqual([pair]);
    expect(blocks.trades).toMatchObject([{ token: OTHER_TOKEN, market: 'pair', side: 'sell', blockNumber: 102n }]);
  });

  it('skips logs of a known topic with the wrong shape, and reads the rest of the range', async () => {
    const chain = fakeChain(100);
    const [pair, info] = pairOf(BOOK, TOKEN);
    const [transfer, sync, swap] = pairSell(0, pair as Address, TOKEN, info.wethIsToken0) as [Log, Log, Log];
    const word = pad('0x01', { size: 32 });
    const reshaped = (log: Log, topics: Hex[], data: Hex) => ({ ...log, topics, data }) as unknown as Log;
    // A Transfer with its value as a fourth topic (an ERC-721's shape), a Sync with one reserve, a
    // Swap with its addresses in the data, a Trade with no token topic: each of our addresses.
    chain.mineOneTransaction([
      reshaped(transfer, [...transfer.topics, word] as Hex[], '0x'),
      reshaped(sync, sync.topics as Hex[], word),
      reshaped(swap, [swap.topics[0]!], `0x${'00'.repeat(32 * 6)}`),
      reshaped(
        curveTrade(0),
        [toEventSelector('Trade(address,address,bool,uint256,uint256,uint256,uint256,uint256)')],
        word,
      ),
    ]);
    chain.mineOneTransaction(pairSell(0, pair as Address, TOKEN, info.wethIsToken0));
    chain.mine(curveTrade(0));

    const blocks = await read(chain, 101, 103, new Map([[pair, info]]));

    expect(blocks.trades.map((t) => [t.market, t.blockNumber])).toEqual([
      ['pair', 102n],
      ['curve', 103n],
    ]);
    expect(getAddress(blocks.trades[0]!.trader)).toBe(getAddress('0x000000000000000000000000000000000000a11c'));
  });
});
