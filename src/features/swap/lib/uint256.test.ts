import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseUint256 } from './uint256';

describe('parseUint256', () => {
  it('reads decimal digits exactly, up to the uint256 maximum', () => {
    expect(parseUint256('0')).toBe(0n);
    expect(parseUint256('1000000000000000000000001')).toBe(10n ** 24n + 1n);
    expect(parseUint256(maxUint256.toString())).toBe(maxUint256);
  });

  it('refuses what BigInt would take or choke on', () => {
    for (const text of ['', ' 1', '0x1f', '1e3', '1.5', '-1', '+1', (maxUint256 + 1n).toString(), '9'.repeat(79)]) {
      expect(parseUint256(text), text).toBeUndefined();
    }
  });
});
