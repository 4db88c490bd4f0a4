import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { RECENT_TOKENS_KEY, readRecentTokens, rememberRecentToken } from './recent-tokens';

const address = (digit: string) => `0x${digit.repeat(40)}`;

describe('recent tokens', () => {
  it('keeps the newest five picks, each once, newest first', () => {
    const storage = memoryStorage();
    for (const d of ['1', '2', '3', '4', '5', '6']) rememberRecentToken(address(d), storage);
    rememberRecentToken(address('4').toUpperCase().replace('0X', '0x'), storage);
    expect(readRecentTokens(storage)).toEqual(['4', '6', '5', '3', '2'].map(address));
  });

  it('ignores a stored value it cannot trust', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_TOKENS_KEY, '{"not":"a list"}');
    expect(readRecentTokens(storage)).toEqual([]);
    storage.setItem(RECENT_TOKENS_KEY, JSON.stringify(['javascript:alert(1)', address('a'), 7]));
    expect(readRecentTokens(storage)).toEqual([address('a')]);
    storage.setItem(RECENT_TOKENS_KEY, 'not json');
    expect(readRecentTokens(storage)).toEqual([]);
  });
});
