/**
 * Impact consent tied to the trade it was given for: a tick or a typed word given for one trade
 * (its tokens, side, amount, market) is blank for any other, as if it had never been given.
 */
import { useState } from 'react';
import { type ImpactConsent, NO_CONSENT } from '../lib/price-impact-tier';

export function useImpactConsent(trade: string) {
  const [given, setGiven] = useState({ trade: '', consent: NO_CONSENT });
  const consent = given.trade === trade ? given.consent : NO_CONSENT;
  const setConsent = (next: ImpactConsent) => setGiven({ trade, consent: next });
  return { consent, setConsent };
}
