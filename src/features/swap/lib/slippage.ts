/**
 * The slippage setting (issue 11, "Slippage"): auto, or a tolerance the trader picked from the presets
 * or typed. Basis points throughout: 1 bp is 0.01%, the finest step offered.
 */
import { DEFAULT_SLIPPAGE_BPS } from '@interface/swap';
import { readDecimalText } from './decimal-text';

export type SlippageSetting = { kind: 'auto' } | { kind: 'custom'; bps: number };

/** Auto is the swap service's own default, 0.5%; a market may have its own (the curve's is 1%). */
export const AUTO_SLIPPAGE_BPS = DEFAULT_SLIPPAGE_BPS;
export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const;
export const MIN_SLIPPAGE_BPS = 1;
export const MAX_SLIPPAGE_BPS = 5_000;
/** Above this a sandwich bot can take the difference: the trader is warned. */
const FRONT_RUN_WARNING_ABOVE_BPS = 100;

export function slippageBpsOf(setting: SlippageSetting, autoBps = AUTO_SLIPPAGE_BPS): number {
  return setting.kind === 'auto' ? autoBps : setting.bps;
}

export function mayBeFrontRun(bps: number): boolean {
  return bps > FRONT_RUN_WARNING_ABOVE_BPS;
}

export function isValidSlippageBps(bps: number): boolean {
  return Number.isInteger(bps) && bps >= MIN_SLIPPAGE_BPS && bps <= MAX_SLIPPAGE_BPS;
}

export type SlippageParse = { ok: true; bps: number } | { ok: false; message: string };

const RANGE_MESSAGE = 'Slippage must be from 0.01% to 50%.';

/** A typed percentage ("0.5", "1", ".25", "3%") to whole basis points, exactly as typed. */
export function parseSlippagePercent(text: string): SlippageParse {
  const typed = readDecimalText(text.trim().replace(/%$/, ''));
  if (typed.kind === 'empty') return { ok: false, message: 'Enter a slippage percentage.' };
  if (typed.kind === 'negative') return { ok: false, message: 'Slippage cannot be negative.' };
  if (typed.kind === 'not-a-number') return { ok: false, message: 'Slippage must be a number, like 0.5.' };
  if (typed.fraction.length > 2) return { ok: false, message: 'Slippage goes in steps of 0.01%.' };
  // More than two whole digits is out of range anyway, and Number would lose a long run of them.
  if (typed.whole.length > 2) return { ok: false, message: RANGE_MESSAGE };
  const bps = Number(typed.whole || '0') * 100 + Number(typed.fraction.padEnd(2, '0'));
  if (!isValidSlippageBps(bps)) return { ok: false, message: RANGE_MESSAGE };
  return { ok: true, bps };
}

/** Basis points as the percentage text the custom field shows: 50 → "0.5", 1 → "0.01", 100 → "1". */
export function formatSlippagePercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
