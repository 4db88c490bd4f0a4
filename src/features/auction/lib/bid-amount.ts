import { formatEther, parseUnits } from 'viem';

export type BidParse = { ok: true; wei: bigint } | { ok: false; message: string };

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * The typed bid in ETH to wei, exactly (parseUnits, never Number), and at least the contract's
 * minimum. WHY the pattern first: parseUnits rounds digits beyond 18 decimals instead of refusing
 * them, and a bid must be exactly what was typed.
 */
export function parseBid(text: string, minimum: bigint | undefined): BidParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter your bid in ETH.' };
  if (trimmed.startsWith('-')) return { ok: false, message: 'A bid cannot be negative.' };
  const match = DECIMAL.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, message: 'The bid must be a number of ETH, like 0.05.' };
  }
  if ((match[2] ?? '').length > 18) return { ok: false, message: 'ETH has 18 decimals: the bid has more.' };
  const wei = parseUnits(`${match[1] || '0'}.${match[2] || '0'}`, 18);
  if (wei === 0n) return { ok: false, message: 'Enter a bid above zero.' };
  if (minimum !== undefined && wei < minimum) {
    return { ok: false, message: `The minimum bid is ${formatEther(minimum)} ETH.` };
  }
  return { ok: true, wei };
}
