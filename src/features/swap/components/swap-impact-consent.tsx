import { useId } from 'react';
import { formatPercent } from '@/lib/format';
import {
  CONFIRM_WORD,
  consentAt,
  type ImpactConsent,
  type PriceImpactTier,
  type TopTier,
} from '../lib/price-impact-tier';

interface SwapImpactConsentProps {
  tier: PriceImpactTier;
  impact: number;
  consent: ImpactConsent;
  onChange: (consent: ImpactConsent) => void;
  /** A pair refuses the top tier; the curve takes the word typed at it. */
  top?: TopTier;
}

/**
 * What a high price impact asks of the trader before review: from 3% a tick, from 5% the word
 * "confirm" typed out; from 15% nothing helps on a pair, and it says so (on the curve, the word again).
 */
export function SwapImpactConsent({ tier, impact, consent: given, onChange, top = 'refused' }: SwapImpactConsentProps) {
  const inputId = useId();
  // Consent for a lower tier shows blank: a worse impact is asked about anew.
  const consent = consentAt(given, tier);
  const percent = formatPercent(impact * 100, 2);
  if (tier === 'blocked' && top === 'refused') {
    return (
      <p role="alert" className="rounded-lg border border-down/50 bg-down/10 p-3 text-down text-sm">
        A price impact of {percent} is too much: this swap would lose too much to the pool. Trade a smaller amount.
      </p>
    );
  }
  if (tier === 'acknowledge') {
    return (
      <label className="flex items-start gap-2 rounded-lg border border-down/50 bg-down/10 p-3 text-fg text-sm">
        <input
          type="checkbox"
          checked={consent.acknowledged}
          onChange={(event) => onChange({ ...consent, tier, acknowledged: event.target.checked })}
          className="mt-0.5"
        />
        I accept a price impact of {percent}.
      </label>
    );
  }
  if (tier === 'confirm' || tier === 'blocked') {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-down/50 bg-down/10 p-3 text-sm">
        <label htmlFor={inputId} className="text-fg">
          {tier === 'blocked'
            ? `The price impact is ${percent}: this trade fills far from the current price. Type “${CONFIRM_WORD}” only if you mean it.`
            : `The price impact is ${percent}. Type “${CONFIRM_WORD}” to go ahead.`}
        </label>
        <input
          id={inputId}
          value={consent.typed}
          onChange={(event) => onChange({ ...consent, tier, typed: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          className="h-9 rounded-md border border-line bg-raised px-2 text-fg"
        />
      </div>
    );
  }
  return null;
}
