import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has nothing to offer without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows the start with a gap before the last page', () => {
    expect(pageItems(1, 42)).toEqual([1, 2, 3, 4, 5, 'gap', 42]);
    expect(pageItems(4, 42)).toEqual([1, 2, 3, 4, 5, 'gap', 42]);
  });

  it('centres the current page between two gaps', () => {
    expect(pageItems(5, 42)).toEqual([1, 'gap', 4, 5, 6, 'gap', 42]);
    expect(pageItems(20, 42)).toEqual([1, 'gap', 19, 20, 21, 'gap', 42]);
    expect(pageItems(38, 42)).toEqual([1, 'gap', 37, 38, 39, 'gap', 42]);
  });

  it('shows the end with a gap after the first page', () => {
    expect(pageItems(39, 42)).toEqual([1, 'gap', 38, 39, 40, 41, 42]);
    expect(pageItems(42, 42)).toEqual([1, 'gap', 38, 39, 40, 41, 42]);
  });

  it('keeps the same number of items everywhere', () => {
    for (let page = 1; page <= 42; page++) expect(pageItems(page, 42)).toHaveLength(7);
  });

  it('clamps a page out of range', () => {
    expect(pageItems(99, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(-1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('widens with more siblings', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
