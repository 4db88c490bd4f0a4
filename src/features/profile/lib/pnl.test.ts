import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Fill, profitAndLoss, valueAt } from './pnl';

const eth = (s: string) => parseEther(s);
const tokens = (n: bigint) => n * 10n ** 18n;
const buy = (e: string, t: bigint): Fill => ({ side: 'buy', eth: eth(e), tokens: tokens(t) });
const sell = (e: string, t: bigint): Fill => ({ side: 'sell', eth: eth(e), tokens: tokens(t) });

describe('profit and loss', () => {
  it('values tokens at a price a whole token', () => {
    expect(valueAt(tokens(1000n), eth('0.001'))).toBe(eth('1'));
    expect(valueAt(1n, 1n)).toBe(0n);
  });

  it('a single buy still held: the unrealised result is its value today minus what it cost', () => {
    const pnl = profitAndLoss([buy('1', 1000n)], tokens(1000n), eth('0.0015'));
    expect(pnl.paid).toBe(eth('1'));
    expect(pnl.received).toBe(0n);
    expect(pnl.realised).toBe(0n);
    expect(pnl.costOfHeld).toBe(eth('1'));
    expect(pnl.unrealised).toBe(eth('0.5'));
    expect(pnl.result).toBe(eth('0.5'));
  });

  it('a partial sell realises against the average cost', () => {
    // 1000 tokens for 1 ETH, then 400 for 0.3 ETH: 1.3 ETH for 1400, 600 of them sold for 0.9 ETH.
    const fills = [buy('1', 1000n), buy('0.3', 400n), sell('0.9', 600n)];
    const pnl = profitAndLoss(fills, tokens(800n), eth('0.001'));
    const costOfSold = (eth('1.3') * 600n) / 1400n;
    expect(pnl.realised).toBe(eth('0.9') - costOfSold);
    expect(pnl.heldFromTrades).toBe(tokens(800n));
    expect(pnl.costOfHeld).toBe((eth('1.3') * 800n) / 1400n);
    expect(pnl.unrealised).toBe(eth('0.8') - pnl.costOfHeld);
    expect(pnl.result).toBe(pnl.realised + (pnl.unrealised ?? 0n));
  });

  it('everything sold: the result is what came back minus what was paid', () => {
    const pnl = profitAndLoss([buy('2', 500n), sell('1.5', 500n)], 0n, eth('0.01'));
    expect(pnl.realised).toBe(eth('-0.5'));
    expect(pnl.unrealised).toBe(0n);
    expect(pnl.result).toBe(eth('-0.5'));
  });

  it('tokens received by transfer are left out: only what came from buys is held at a cost', () => {
    // Bought 100, holds 300 (200 arrived by transfer): only 100 count.
    const pnl = profitAndLoss([buy('1', 100n)], tokens(300n), eth('0.02'));
    expect(pnl.heldFromTrades).toBe(tokens(100n));
    expect(pnl.unrealised).toBe(eth('1'));
  });

  it('tokens sent away are left out: what is held caps what counts', () => {
    // Bought 1000, sent 900 away: 100 held, which cost a tenth of what was paid.
    const pnl = profitAndLoss([buy('1', 1000n)], tokens(100n), eth('0.001'));
    expect(pnl.costOfHeld).toBe(eth('0.1'));
    expect(pnl.unrealised).toBe(0n);
    expect(pnl.realised).toBe(0n);
  });

  it('selling more than was bought (the rest came by transfer) costs only what was bought', () => {
    const pnl = profitAndLoss([buy('1', 100n), sell('3', 300n)], 0n, eth('0.01'));
    expect(pnl.realised).toBe(eth('2'));
    expect(pnl.heldFromTrades).toBe(0n);
  });

  it('without a price today, no unrealised result and no result', () => {
    const pnl = profitAndLoss([buy('1', 100n)], tokens(100n), null);
    expect(pnl.unrealised).toBeNull();
    expect(pnl.result).toBeNull();
    expect(pnl.paid).toBe(eth('1'));
  });

  it('no trades at all: nothing paid, nothing received, and a held balance costs nothing', () => {
    const pnl = profitAndLoss([], tokens(5n), eth('1'));
    expect(pnl).toMatchObject({ paid: 0n, received: 0n, realised: 0n, heldFromTrades: 0n, unrealised: 0n, result: 0n });
  });
});
