import { describe, expect, it } from 'vitest';
import { chunks } from './chunks';

describe('chunks', () => {
  it('cuts a list into chunks of 50', () => {
    const list = Array.from({ length: 120 }, (_, i) => i);
    expect(chunks(list, 50).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunks([], 50)).toEqual([]);
  });
});
