import { describe, expect, it } from 'vitest';
import { NO_CONSENT } from './price-impact-tier';
import { type GateInput, swapGate } from './swap-gate';

const READY: GateInput = {
  connected: true,
  wrongChain: false,
  tokenOutSymbol: 'TICK',
  tokenInSymbol: 'ETH',
  amount: { kind: 'ok' },
  spend: 10n,
  balance: 100n,
  quote: 'ready',
  tier: 'plain',
  consent: NO_CONSENT,
};
const label = (patch: Partial<GateInput>) => swapGate({ ...READY, ...patch }).label;

describe('swapGate', () => {
  it('reviews a quoted swap the wallet can pay for', () => {
    expect(swapGate(READY)).toEqual({ action: 'review', label: 'Review swap' });
  });

  it('connects first, then switches chain', () => {
    expect(swapGate({ ...READY, connected: false }).action).toBe('connect');
    expect(swapGate({ ...READY, wrongChain: true }).action).toBe('switch');
  });

  it('says why review is not possible', () => {
    expect(label({ tokenOutSymbol: undefined })).toBe('Select a token');
    expect(label({ amount: { kind: 'empty' } })).toBe('Enter an amount');
    expect(label({ amount: { kind: 'invalid', message: 'The amount cannot be negative.' } })).toBe(
      'The amount cannot be negative.',
    );
    expect(label({ quote: 'no-route' })).toBe('No route for this pair');
    expect(label({ quote: 'no-liquidity' })).toBe('Not enough liquidity for this amount');
    expect(label({ spend: 101n })).toBe('Insufficient ETH balance');
    expect(label({ quote: 'loading' })).toBe('Getting a quote…');
    expect(label({ tier: 'blocked' })).toBe('Price impact too high');
    expect(label({ tier: 'acknowledge' })).toBe('Accept the price impact first');
  });

  it('lets a wrap (no price impact) through, and an acknowledged impact', () => {
    expect(swapGate({ ...READY, tier: undefined }).action).toBe('review');
    expect(
      swapGate({ ...READY, tier: 'confirm', consent: { tier: 'confirm', acknowledged: false, typed: ' Confirm ' } })
        .action,
    ).toBe('review');
  });
});
