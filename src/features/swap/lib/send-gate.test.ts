import { describe, expect, it } from 'vitest';
import { CONFIRM_WORD, NO_CONSENT } from './price-impact-tier';
import { type SendGateInput, sendGate } from './send-gate';

const READY: SendGateInput = {
  sendable: true,
  quoteAgeMs: 2_000,
  tier: 'plain',
  consent: NO_CONSENT,
  spend: 100n,
  balance: 1_000n,
  symbolIn: 'ETH',
};
const reason = (patch: Partial<SendGateInput>) => {
  const gate = sendGate({ ...READY, ...patch });
  return gate.ok ? 'ok' : gate.reason;
};

describe('sendGate', () => {
  it('lets a fresh quote for the inputs on screen through', () => {
    expect(sendGate(READY)).toEqual({ ok: true });
  });

  it('holds without a quote for exactly the inputs on screen, or with one over 30 s old', () => {
    expect(reason({ sendable: false })).toBe('no-quote');
    expect(reason({ quoteAgeMs: 30_001 })).toBe('stale');
    expect(reason({ quoteAgeMs: undefined })).toBe('stale');
    // A receipt time in the future: the clock moved back, the age is unknown.
    expect(reason({ quoteAgeMs: -1 })).toBe('stale');
  });

  it('holds when the route or the price changed since the review opened', () => {
    expect(reason({ changedSinceReview: 'route' })).toBe('changed');
    expect(reason({ changedSinceReview: 'price' })).toBe('changed');
  });

  it('keeps a blocked impact blocked, and asks again for consent a refresh now needs', () => {
    expect(reason({ tier: 'blocked', consent: { tier: 'confirm', acknowledged: true, typed: CONFIRM_WORD } })).toBe(
      'blocked',
    );
    // Reviewed at a plain impact; the refreshed quote needs a tick.
    expect(reason({ tier: 'acknowledge' })).toBe('consent');
    // Ticked at 4%; the refreshed quote is at 6%, which needs the word.
    expect(reason({ tier: 'confirm', consent: { tier: 'acknowledge', acknowledged: true, typed: '' } })).toBe(
      'consent',
    );
    expect(reason({ tier: 'acknowledge', consent: { tier: 'acknowledge', acknowledged: true, typed: '' } })).toBe('ok');
  });

  it('lets the curve’s top tier through with the word typed at it, never a pair’s', () => {
    const typed = { tier: 'blocked' as const, acknowledged: false, typed: CONFIRM_WORD };
    expect(reason({ tier: 'blocked', topTier: 'typed', consent: typed })).toBe('ok');
    expect(reason({ tier: 'blocked', topTier: 'typed' })).toBe('consent');
    expect(reason({ tier: 'blocked', topTier: 'refused', consent: typed })).toBe('blocked');
  });

  it('holds when the balance no longer covers what the trade may take', () => {
    expect(sendGate({ ...READY, spend: 1_001n })).toEqual({ ok: false, reason: 'balance', message: 'Not enough ETH' });
    expect(reason({ balance: undefined })).toBe('ok');
  });
});
