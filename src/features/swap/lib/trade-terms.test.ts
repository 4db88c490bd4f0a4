import { describe, expect, it } from 'vitest';
import { changeOfTerms, changeRows, pricePerToken, type TradeTerms } from './trade-terms';

const E18 = 10n ** 18n;
/** A buy of 1 ETH for 1,000,000 tokens, at least 990,000 of them. */
const BUY: TradeTerms = {
  route: 'curve',
  side: 'buy',
  exactIn: true,
  amountIn: E18,
  amountOut: 1_000_000n * E18,
  bound: 990_000n * E18,
};

describe('changeOfTerms', () => {
  it('is a new route when another market or path fills the trade', () => {
    expect(changeOfTerms(BUY, { ...BUY, route: 'pair:0xeeee>0xc0ffe' })).toBe('route');
  });

  it('is a price change from 1% against the trader, never for a move in their favour', () => {
    expect(changeOfTerms(BUY, { ...BUY, amountOut: 990_001n * E18 })).toBeUndefined();
    expect(changeOfTerms(BUY, { ...BUY, amountOut: 990_000n * E18 })).toBe('price');
    expect(changeOfTerms(BUY, { ...BUY, amountOut: 2_000_000n * E18 })).toBeUndefined();
  });

  it('weighs what is paid for an exact number of tokens', () => {
    const exact: TradeTerms = { ...BUY, exactIn: false, bound: 1_010_000_000_000_000_000n };
    expect(changeOfTerms(exact, { ...exact, amountIn: 1_009_999_999_999_999_999n })).toBeUndefined();
    expect(changeOfTerms(exact, { ...exact, amountIn: 1_010_000_000_000_000_000n })).toBe('price');
  });
});

describe('pricePerToken', () => {
  it('is ETH per whole token, for a buy and for a sale', () => {
    expect(pricePerToken(BUY)).toBe(E18 / 1_000_000n);
    const sale: TradeTerms = { ...BUY, side: 'sell', amountIn: 1_000n * E18, amountOut: E18 / 2n };
    expect(pricePerToken(sale)).toBe(E18 / 2_000n);
    expect(pricePerToken({ ...BUY, amountOut: 0n })).toBeUndefined();
  });
});

describe('changeRows', () => {
  it('shows the least received and the price before and after, rounded against the trader', () => {
    const later = { ...BUY, amountOut: 899_999n * E18, bound: 890_999_010_000_000_000_000_001n };
    expect(changeRows(BUY, later, 'TICK')).toEqual([
      { label: 'You receive at least', before: '990K TICK', after: '890.9K TICK' },
      // 1 ETH / 899,999 tokens = 0.00000111111… ETH: a buyer's price rounded up.
      { label: 'Price per TICK', before: '0.0₅1 ETH', after: '0.0₅1112 ETH' },
    ]);
  });

  it('shows the most paid for an exact number of tokens, rounded up', () => {
    const exact: TradeTerms = { ...BUY, exactIn: false, bound: 1_010_000_000_000_000_001n };
    const rows = changeRows(exact, { ...exact, bound: 2_020_000_000_000_000_001n }, 'TICK');
    expect(rows[0]).toEqual({ label: 'You pay at most', before: '1.02 ETH', after: '2.03 ETH' });
  });
});
