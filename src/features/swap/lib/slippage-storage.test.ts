import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/lib/storage';
import { memoryStorage } from '@/test/memory-storage';
import { readSlippageSetting, SLIPPAGE_KEY, writeSlippageSetting } from './slippage-storage';

describe('slippage storage', () => {
  it('keeps auto and custom settings across reads', () => {
    const storage = memoryStorage();
    expect(readSlippageSetting(storage)).toEqual({ kind: 'auto' });
    writeSlippageSetting({ kind: 'custom', bps: 125 }, storage);
    expect(storage.data.get(SLIPPAGE_KEY)).toBe('125');
    expect(readSlippageSetting(storage)).toEqual({ kind: 'custom', bps: 125 });
    writeSlippageSetting({ kind: 'auto' }, storage);
    expect(readSlippageSetting(storage)).toEqual({ kind: 'auto' });
  });

  it('falls back to auto on junk, out-of-range values and storage that throws', () => {
    for (const junk of ['', '0', '5001', '1.5', '-10', 'abc', '{"bps":50}']) {
      expect(readSlippageSetting(memoryStorage({ [SLIPPAGE_KEY]: junk })), junk).toEqual({ kind: 'auto' });
    }
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readSlippageSetting(broken)).toEqual({ kind: 'auto' });
    expect(() => writeSlippageSetting({ kind: 'custom', bps: 10 }, broken)).not.toThrow();
  });
});
