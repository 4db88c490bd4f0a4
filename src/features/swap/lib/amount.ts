import { maxUint256, parseUnits } from 'viem';
import { readDecimalText } from './decimal-text';

export type AmountParse = { ok: true; amount: bigint } | { ok: false; message: string };

/**
 * Typed decimal text ("1.5", ".25", "10.") to the smallest unit, exactly (issue 11: `parseUnits`,
 * never Number). WHY the checks before parseUnits: it rounds digits beyond `decimals` instead of
 * refusing them, and the trader must trade exactly what they typed.
 */
export function parseAmount(text: string, decimals: number): AmountParse {
  const typed = readDecimalText(text);
  if (typed.kind === 'empty') return { ok: false, message: 'Enter an amount.' };
  if (typed.kind === 'negative') return { ok: false, message: 'The amount cannot be negative.' };
  if (typed.kind === 'not-a-number') return { ok: false, message: 'The amount must be a number, like 1.5.' };
  if (typed.fraction.length > decimals) {
    return { ok: false, message: `This token has ${decimals} decimals: the amount has more.` };
  }
  const amount = parseUnits(`${typed.whole || '0'}.${typed.fraction || '0'}`, decimals);
  if (amount === 0n) return { ok: false, message: 'Enter an amount above zero.' };
  if (amount > maxUint256) return { ok: false, message: 'The amount is too large.' };
  return { ok: true, amount };
}
