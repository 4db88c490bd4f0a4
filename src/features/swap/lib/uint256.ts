import { maxUint256 } from 'viem';

/**
 * A whole amount in the smallest unit, as the services write it (decimal digits only), or undefined.
 * WHY not plain BigInt: it also takes '0x1f', ' 12 ', '' (0n) and '1e3' would throw, and none of those
 * is an amount a service may send.
 */
export function parseUint256(text: string): bigint | undefined {
  if (!/^\d{1,78}$/.test(text)) return undefined;
  const value = BigInt(text);
  return value <= maxUint256 ? value : undefined;
}
