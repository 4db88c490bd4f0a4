import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { ethText, resultTone, signedEthText, usdText } from './figures';

describe('profile figures', () => {
  it('writes ETH from wei, and signs results with a real minus', () => {
    expect(ethText(parseEther('1.5'))).toBe('1.5 ETH');
    expect(signedEthText(parseEther('0.5'))).toBe('+0.5 ETH');
    expect(signedEthText(-parseEther('2'))).toBe('\u22122 ETH');
    expect(signedEthText(0n)).toBe('0 ETH');
  });
  it('tones a result and writes a missing dollar figure as a dash', () => {
    expect(resultTone(1n)).toBe('text-up');
    expect(resultTone(-1n)).toBe('text-down');
    expect(resultTone(null)).toBe('text-muted');
    expect(usdText(null)).toBe('—');
    expect(usdText(12.5)).toBe('$12.50');
  });
});
