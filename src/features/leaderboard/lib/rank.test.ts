import { describe, expect, it } from 'vitest';
import { rowPlace } from './rank';

describe('rowPlace', () => {
  it('is the overall rank without a search: (page − 1) × 10 + index + 1', () => {
    expect(rowPlace({ page: 1 }, 0)).toEqual({ kind: 'rank', n: 1 });
    expect(rowPlace({ page: 1 }, 9)).toEqual({ kind: 'rank', n: 10 });
    expect(rowPlace({ page: 2 }, 0)).toEqual({ kind: 'rank', n: 11 });
    expect(rowPlace({ page: 14 }, 3)).toEqual({ kind: 'rank', n: 134 });
  });

  it('is only a position among the matches with a search: the service does not tell the rank', () => {
    expect(rowPlace({ page: 1, search: '0xab1' }, 0)).toEqual({ kind: 'match', n: 1 });
    expect(rowPlace({ page: 3, search: 'ab1' }, 4)).toEqual({ kind: 'match', n: 25 });
  });
});
