/** The profile's figures as text: ETH from wei (exact rounding, lib/format-units), signed results. */
import { formatUsd } from '@/lib/format';
import { formatUnitsCompact } from '@/lib/format-units';

/** U+2212, as wide as "+": signed columns line up (as lib/format writes them). */
const MINUS = '\u2212';

export const ethText = (wei: bigint) => `${formatUnitsCompact(wei)} ETH`;

/** "+0.52 ETH", "−0.1 ETH", "0 ETH". */
export function signedEthText(wei: bigint): string {
  if (wei === 0n) return '0 ETH';
  return `${wei > 0n ? '+' : MINUS}${formatUnitsCompact(wei > 0n ? wei : -wei)} ETH`;
}

/** A tone for a result: up, down or level. */
export const resultTone = (wei: bigint | null) =>
  wei === null || wei === 0n ? 'text-muted' : wei > 0n ? 'text-up' : 'text-down';

export const usdText = (usd: number | null) => (usd === null ? '—' : formatUsd(usd));
