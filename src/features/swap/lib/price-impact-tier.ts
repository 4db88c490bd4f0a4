/**
 * How much friction a trade's price impact earns (issue 11, "Price impact"). The impact is a
 * fraction, as the quote carries it: 0.01 is 1%.
 */
export type PriceImpactTier =
  /** Below 1%: shown plainly. */
  | 'plain'
  /** 1% to 3%: shown in the warning colour. */
  | 'warn'
  /** 3% to 5%: the trader ticks a box before review. */
  | 'acknowledge'
  /** 5% to 15%: the trader types the confirmation word before review. */
  | 'confirm'
  /** 15% and more: no review at all. */
  | 'blocked';

/** The word typed to go ahead with a 'confirm' impact. */
export const CONFIRM_WORD = 'confirm';

export function priceImpactTier(impact: number): PriceImpactTier {
  // WHY blocked: an impact that cannot be read is not one a trader can be asked to accept.
  if (Number.isNaN(impact)) return 'blocked';
  if (impact >= 0.15) return 'blocked';
  if (impact >= 0.05) return 'confirm';
  if (impact >= 0.03) return 'acknowledge';
  if (impact >= 0.01) return 'warn';
  return 'plain';
}

/**
 * What the top tier asks: the pair refuses it (no review at all); the curve, where a large fill is the
 * curve's shape and never a pool being drained, lets the confirmation word typed at that tier through.
 */
export type TopTier = 'refused' | 'typed';

const RANK: Record<PriceImpactTier, number> = { plain: 0, warn: 1, acknowledge: 2, confirm: 3, blocked: 4 };

/**
 * What the trader has done about the impact so far, and at which tier: consent given for one tier
 * covers that tier and lower ones, never a worse one (an impact that grows past it asks again).
 */
export interface ImpactConsent {
  /** The tier on screen when the trader ticked or typed; none before. */
  tier: PriceImpactTier | undefined;
  acknowledged: boolean;
  typed: string;
}

export const NO_CONSENT: ImpactConsent = { tier: undefined, acknowledged: false, typed: '' };

/** The consent as it stands for `tier`: blank when it was given for a lower tier. */
export function consentAt(consent: ImpactConsent, tier: PriceImpactTier): ImpactConsent {
  return consent.tier !== undefined && RANK[consent.tier] >= RANK[tier] ? consent : NO_CONSENT;
}

/** The worse of two tiers (either may be unknown). */
export function worseTier(a: PriceImpactTier | undefined, b: PriceImpactTier | undefined): PriceImpactTier | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * Whether review (or sending) may go ahead: each tier asks for its own consent; the blocked tier
 * allows none, unless the market's top tier takes the word typed at it.
 */
export function mayReview(tier: PriceImpactTier, consent: ImpactConsent, top: TopTier = 'refused'): boolean {
  if (tier === 'plain' || tier === 'warn') return true;
  if (tier === 'blocked' && top === 'refused') return false;
  const given = consentAt(consent, tier);
  // Consent given with the word typed also covers an impact that fell back.
  if (given.tier === 'confirm' || given.tier === 'blocked') return given.typed.trim().toLowerCase() === CONFIRM_WORD;
  return given.acknowledged;
}
