import { describe, expect, it } from 'vitest';
import { CONFIRM_WORD, mayReview, type PriceImpactTier, priceImpactTier } from './price-impact-tier';

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
  const none = { acknowledged: false, typed: '' };

  it('lets plain and coloured impacts through without anything', () => {
    expect(mayReview('plain', none)).toBe(true);
    expect(mayReview('warn', none)).toBe(true);
  });

  it('asks for the tick from 3% and the typed word from 5%', () => {
    expect(mayReview('acknowledge', none)).toBe(false);
    expect(mayReview('acknowledge', { ...none, acknowledged: true })).toBe(true);
    expect(mayReview('confirm', { acknowledged: true, typed: 'confir' })).toBe(false);
    expect(mayReview('confirm', { ...none, typed: ' Confirm ' })).toBe(true);
  });

  it('never lets a blocked impact through', () => {
    const tier: PriceImpactTier = 'blocked';
    expect(mayReview(tier, { acknowledged: true, typed: CONFIRM_WORD })).toBe(false);
  });
});
