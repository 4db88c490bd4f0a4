import { describe, expect, it } from 'vitest';
import {
  CONFIRM_WORD,
  consentAt,
  type ImpactConsent,
  mayReview,
  NO_CONSENT,
  type PriceImpactTier,
  priceImpactTier,
  worseTier,
} from './price-impact-tier';

describe('priceImpactTier', () => {
  it('puts each boundary in the higher tier', () => {
    expect(priceImpactTier(0)).toBe('plain');
    expect(priceImpactTier(0.009999)).toBe('plain');
    expect(priceImpactTier(0.01)).toBe('warn');
    expect(priceImpactTier(0.029999)).toBe('warn');
    expect(priceImpactTier(0.03)).toBe('acknowledge');
    expect(priceImpactTier(0.049999)).toBe('acknowledge');
    expect(priceImpactTier(0.05)).toBe('confirm');
    expect(priceImpactTier(0.149999)).toBe('confirm');
    expect(priceImpactTier(0.15)).toBe('blocked');
    expect(priceImpactTier(1)).toBe('blocked');
  });

  it('blocks an impact that cannot be read', () => {
    expect(priceImpactTier(Number.NaN)).toBe('blocked');
    expect(priceImpactTier(Number.POSITIVE_INFINITY)).toBe('blocked');
  });
});

describe('mayReview', () => {
  const given = (tier: PriceImpactTier, consent: Partial<ImpactConsent>): ImpactConsent => ({
    ...NO_CONSENT,
    tier,
    ...consent,
  });

  it('lets plain and coloured impacts through without anything', () => {
    expect(mayReview('plain', NO_CONSENT)).toBe(true);
    expect(mayReview('warn', NO_CONSENT)).toBe(true);
  });

  it('asks for the tick from 3% and the typed word from 5%', () => {
    expect(mayReview('acknowledge', NO_CONSENT)).toBe(false);
    expect(mayReview('acknowledge', given('acknowledge', { acknowledged: true }))).toBe(true);
    expect(mayReview('confirm', given('confirm', { acknowledged: true, typed: 'confir' }))).toBe(false);
    expect(mayReview('confirm', given('confirm', { typed: ' Confirm ' }))).toBe(true);
  });

  it('asks again when the impact grows past the tier the consent was given for', () => {
    const ticked = given('acknowledge', { acknowledged: true });
    expect(mayReview('confirm', ticked)).toBe(false);
    expect(consentAt(ticked, 'confirm')).toEqual(NO_CONSENT);
    // The word typed at 6% still holds when the impact falls back to 4%.
    expect(mayReview('acknowledge', given('confirm', { typed: CONFIRM_WORD }))).toBe(true);
    expect(consentAt(ticked, 'acknowledge')).toBe(ticked);
  });

  it('never lets a blocked impact through on a pair', () => {
    expect(mayReview('blocked', given('blocked', { acknowledged: true, typed: CONFIRM_WORD }))).toBe(false);
  });

  it('lets the curve’s top tier through only with the word typed at that tier', () => {
    expect(mayReview('blocked', given('blocked', { typed: CONFIRM_WORD }), 'typed')).toBe(true);
    expect(mayReview('blocked', given('blocked', { acknowledged: true }), 'typed')).toBe(false);
    // The word typed for a 6% impact does not cover a 60% one.
    expect(mayReview('blocked', given('confirm', { typed: CONFIRM_WORD }), 'typed')).toBe(false);
    expect(mayReview('blocked', NO_CONSENT, 'typed')).toBe(false);
  });
});

describe('worseTier', () => {
  it('takes the worse of two impacts’ tiers, either of which may be unknown', () => {
    expect(worseTier('plain', 'acknowledge')).toBe('acknowledge');
    expect(worseTier('blocked', 'warn')).toBe('blocked');
    expect(worseTier(undefined, 'confirm')).toBe('confirm');
    expect(worseTier('warn', undefined)).toBe('warn');
    expect(worseTier(undefined, undefined)).toBeUndefined();
  });
});
