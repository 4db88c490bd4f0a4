/**
 * The market model every token follows (decisions.md, "Market model"), in whole units. The services
 * compute with it in wei; the app uses it to say what remains until a token graduates.
 */
export const MARKET_MODEL = {
  totalSupply: 1_000_000_000,
  /** The curve's virtual reserves at launch: constant product k = eth × tokens. */
  curveVirtualEth: 1.5,
  curveVirtualTokens: 1_073_000_000,
  /** Tokens that can be bought from the curve; selling the last one graduates the token. */
  curveSellableTokens: 800_000_000,
} as const;
