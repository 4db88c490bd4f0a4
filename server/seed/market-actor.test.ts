import { describe, expect, it } from 'vitest';
import { graduationLiquidity, LAUNCH_CURVE, quoteBuy } from '../../interface/market/curve';
import { getAmountOut } from '../../interface/market/pair';
import { CURVE_SELLABLE_WEI, CURVE_VIRTUAL_ETH_WEI, WEI } from '../market/constants';
import { HolderBook } from './holder-book';
import { blockAt, txHash } from './ids';
import { chooseIntent, ethToComplete, ethWei, executeTrade, newMarketToken, sellShare } from './market-actor';
import { createRandom } from './random';

const TOKEN = '0x00000000000000000000000000000000000000aa';
const stamp = (n: number) => ({ timestamp: 1_000 + n, txHash: txHash(1, n), blockNumber: blockAt(1_000 + n) });
const pairOf = () => '0x00000000000000000000000000000000000000bb';

describe('executeTrade', () => {
  it('buys on the curve with the exact curve math (its fee included) and records the holding', () => {
    const token = newMarketToken(TOKEN);
    const result = executeTrade(token, { side: 'buy', trader: '0xa', ethWei: WEI }, stamp(0), pairOf)!;
    const expected = quoteBuy(LAUNCH_CURVE, WEI);
    expect(result.trade).toMatchObject({ side: 'buy', ethWei: WEI, tokenWei: expected.tokensOut, token: TOKEN });
    expect(token.curve).toEqual(expected.after);
    expect(result.trade.reservesAfter).toEqual({ eth: expected.after.virtualEth, token: expected.after.virtualTokens });
    expect(token.holders.balanceOf('0xa')).toBe(expected.tokensOut);
    expect(result.graduation).toBeNull();
  });

  it('graduates on the buy that completes the curve, then trades on the pair', () => {
    const token = newMarketToken(TOKEN);
    const rest = ethToComplete(token);
    const buy = executeTrade(token, { side: 'buy', trader: '0xa', ethWei: rest + WEI }, stamp(0), pairOf)!;
    expect(buy.trade.ethWei).toBe(rest);
    expect(buy.trade.tokenWei).toBe(CURVE_SELLABLE_WEI);
    const seed = graduationLiquidity(token.curve);
    expect(buy.graduation).toMatchObject({
      pairAddress: pairOf(),
      ethReserveWei: seed.eth,
      tokenReserveWei: seed.tokens,
    });
    const sold = CURVE_SELLABLE_WEI / 2n;
    const sell = executeTrade(token, { side: 'sell', trader: '0xa', tokenWei: sold }, stamp(1), pairOf)!;
    expect(sell.trade.ethWei).toBe(getAmountOut(sold, seed.tokens, seed.eth));
    expect(token.pair).toEqual({ eth: seed.eth - sell.trade.ethWei, token: seed.tokens + sold });
  });

  it('refuses to sell more than a holder has, and dust trades', () => {
    const token = newMarketToken(TOKEN);
    executeTrade(token, { side: 'buy', trader: '0xa', ethWei: ethWei(0.1) }, stamp(0), pairOf);
    const held = token.holders.balanceOf('0xa');
    expect(() => executeTrade(token, { side: 'sell', trader: '0xb', tokenWei: 1n }, stamp(1), pairOf)).toThrow();
    expect(executeTrade(token, { side: 'sell', trader: '0xa', tokenWei: 1n }, stamp(1), pairOf)).toBeNull();
    expect(token.holders.balanceOf('0xa')).toBe(held);
    // The curve keeps the ETH net of its 1% fee.
    expect(token.curve.virtualEth).toBe(CURVE_VIRTUAL_ETH_WEI + ethWei(0.099));
  });
});

describe('chooseIntent', () => {
  it('only ever sells part or all of what a holder has', () => {
    const rnd = createRandom(5);
    const token = newMarketToken(TOKEN);
    for (let i = 0; i < 2_000; i++) {
      const intent = chooseIntent(rnd, token, { buyProbability: 0.55, pickBuyer: () => `0x${rnd.int(1, 30)}` });
      if (intent.side === 'sell') expect(intent.tokenWei).toBeLessThanOrEqual(token.holders.balanceOf(intent.trader));
      executeTrade(token, intent, stamp(i), pairOf);
    }
    expect(token.holders.size).toBeGreaterThan(0);
  });

  it('sizes sells as a positive share of the holding', () => {
    const rnd = createRandom(9);
    for (let i = 0; i < 200; i++) {
      const share = sellShare(rnd, 1_000n);
      expect(share).toBeGreaterThan(0n);
      expect(share).toBeLessThanOrEqual(1_000n);
    }
  });
});

describe('HolderBook', () => {
  it('drops a holder whose balance reaches zero and keeps picks among holders', () => {
    const book = new HolderBook();
    book.add('a', 5n);
    book.add('b', 3n);
    book.remove('a', 5n);
    expect(book.size).toBe(1);
    expect(book.randomHolder(createRandom(1))).toBe('b');
    expect(() => book.remove('b', 4n)).toThrow(RangeError);
  });
});

describe('ids', () => {
  it('gives distinct well-formed transaction hashes and blocks every 2 s', () => {
    const hashes = new Set(Array.from({ length: 10_000 }, (_, n) => txHash(42, n)));
    expect(hashes.size).toBe(10_000);
    expect([...hashes].every((h) => /^0x[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(blockAt(Date.UTC(2026, 0, 1, 0, 0, 2)) - blockAt(Date.UTC(2026, 0, 1))).toBe(1);
  });
});
