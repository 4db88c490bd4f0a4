/**
 * Shared test vectors for the curve: one trader's sequence of buys, exact buys and sells on a fresh
 * curve, ending with the buy that graduates it, and what each one fills. The Forge tests replay them
 * against LaunchFactory, which must agree to the wei (contracts/test/vectors/curve.json is this,
 * written by `npm run vectors`).
 */
import { type Curve, LAUNCH_CURVE, quoteBuy, quoteBuyExact, quoteSell, tokensLeft, tokensSold } from './curve';
import { seededRandom } from './seeded-random';

const WEI = 10n ** 18n;

/** 0 = buy(ethIn), 1 = buyExact(tokensOut), 2 = sell(tokensIn). */
type Kind = 0 | 1 | 2;

export interface CurveVectors {
  kinds: number[];
  amounts: string[];
  /** buy: tokensOut, buyExact: ethIn, sell: ethOut. */
  outputs: string[];
  fees: string[];
  /** ETH sent back (buys past the end of the curve), else 0. */
  refunds: string[];
}

const STEPS = 80;

export function curveVectors(): CurveVectors {
  const v: CurveVectors = { kinds: [], amounts: [], outputs: [], fees: [], refunds: [] };
  const push = (kind: Kind, amount: bigint, output: bigint, fee: bigint, refund = 0n) => {
    v.kinds.push(kind);
    for (const [list, value] of [
      [v.amounts, amount],
      [v.outputs, output],
      [v.fees, fee],
      [v.refunds, refund],
    ] as const) {
      list.push(value.toString());
    }
  };
  let curve: Curve = LAUNCH_CURVE;
  const random = seededRandom(0x5eedn);
  const next = (bound: bigint) => random.amount(bound) - 1n;
  for (let step = 0; step < STEPS; step++) {
    const kind = Number(next(3n)) as Kind;
    const sold = tokensSold(curve);
    if (kind === 2 && sold > 0n) {
      const tokensIn = 1n + next(sold / 3n + 1n);
      const q = quoteSell(curve, tokensIn);
      push(2, tokensIn, q.ethOut, q.fee);
      curve = q.after;
    } else if (kind === 1) {
      const tokensOut = 1n + next(20_000_000n * WEI);
      if (tokensOut >= tokensLeft(curve)) break;
      const q = quoteBuyExact(curve, tokensOut);
      push(1, tokensOut, q.ethIn, q.fee);
      curve = q.after;
    } else {
      const ethIn = 1n + next(WEI / 5n);
      const q = quoteBuy(curve, ethIn);
      if (q.completes) break;
      push(0, ethIn, q.tokensOut, q.fee);
      curve = q.after;
    }
  }
  // The buy that reaches the end: it takes the tokens left and gets the rest of its ETH back.
  const last = quoteBuy(curve, 10n * WEI);
  push(0, 10n * WEI, last.tokensOut, last.fee, last.refund);
  return v;
}
