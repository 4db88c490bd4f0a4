import { describe, expect, it } from 'vitest';
import { graduationRemaining } from './graduation';

describe('graduationRemaining', () => {
  it('at launch: all 800M tokens and about 4.4 ETH (5.8956 at the end minus the virtual 1.5)', () => {
    const r = graduationRemaining(0);
    expect(r.tokens).toBe(800_000_000);
    expect(r.eth).toBeCloseTo((1.5 * 1073) / 273 - 1.5, 9);
  });

  it('halfway: half the tokens, but more than half the ETH (the price rises along the curve)', () => {
    const r = graduationRemaining(0.5);
    expect(r.tokens).toBe(400_000_000);
    const atLaunch = graduationRemaining(0).eth;
    expect(r.eth).toBeGreaterThan(atLaunch / 2);
    expect(r.eth).toBeCloseTo((1.5 * 1073) / 273 - (1.5 * 1073) / 673, 9);
  });

  it('nothing once funded, and never negative', () => {
    expect(graduationRemaining(1)).toEqual({ tokens: 0, eth: 0 });
    expect(graduationRemaining(1.2)).toEqual({ tokens: 0, eth: 0 });
  });

  it('treats junk as no progress', () => {
    expect(graduationRemaining(Number.NaN).tokens).toBe(800_000_000);
    expect(graduationRemaining(-1).tokens).toBe(800_000_000);
  });
});
