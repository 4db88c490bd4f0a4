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

/** What the trader has done about the impact so far. */
export interface ImpactConsent {
  acknowledged: boolean;
  typed: string;
}

/** Whether review may open: each tier asks for its own consent, and the blocked tier for none that helps. */
export function mayReview(tier: PriceImpactTier, consent: ImpactConsent): boolean {
  switch (tier) {
    case 'plain':
    case 'warn':
      return true;
    case 'acknowledge':
      return consent.acknowledged;
    case 'confirm':
      return consent.typed.trim().toLowerCase() === CONFIRM_WORD;
    case 'blocked':
      return false;
  }
}
