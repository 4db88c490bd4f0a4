import { MARKET_MODEL } from '@interface/market';

const { curveVirtualEth, curveVirtualTokens, curveSellableTokens } = MARKET_MODEL;
const K = curveVirtualEth * curveVirtualTokens;
/** The curve's virtual ETH once its last token is sold: where every token graduates. */
const ETH_AT_GRADUATION = K / (curveVirtualTokens - curveSellableTokens);

export interface GraduationRemaining {
  /** Tokens still to be bought from the curve. */
  tokens: number;
  /** ETH those tokens cost along the curve. */
  eth: number;
}

/**
 * What remains until graduation, from `funding_progress` alone (the share of the sellable tokens
 * already sold): the curve is a constant product, so the ETH still to come is the difference of its
 * virtual ETH now and at the end.
 */
export function graduationRemaining(fundingProgress: number): GraduationRemaining {
  const progress = Number.isFinite(fundingProgress) ? Math.min(1, Math.max(0, fundingProgress)) : 0;
  const tokensLeftInCurve = curveVirtualTokens - curveSellableTokens * progress;
  return {
    tokens: curveSellableTokens * (1 - progress),
    eth: Math.max(0, ETH_AT_GRADUATION - K / tokensLeftInCurve),
  };
}
