import { describe, expect, it } from 'vitest';
import {
  clampPage,
  hasNextPage,
  hasPreviousPage,
  needsPagination,
  pageCount,
  pageOffset,
  pageRange,
} from './pagination';

describe('pagination', () => {
  it('counts pages of ten, never fewer than one', () => {
    expect([0, 1, 10, 11, 20, 21].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('clamps the page between 1 and the last page', () => {
    expect(clampPage(0, 25)).toBe(1);
    expect(clampPage(-3, 25)).toBe(1);
    expect(clampPage(2, 25)).toBe(2);
    expect(clampPage(9, 25)).toBe(3);
    expect(clampPage(2.7, 25)).toBe(2);
    expect(clampPage(Number.NaN, 25)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('gives the rows a page shows', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageRange(1, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(2, 20)).toEqual({ from: 11, to: 20 });
    expect(pageRange(8, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shows pagination only above ten rows', () => {
    expect(needsPagination(10)).toBe(false);
    expect(needsPagination(11)).toBe(true);
  });

  it('offers Previous above page 1 and Next while another page exists', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
    expect(hasNextPage(1, 11)).toBe(true);
    expect(hasNextPage(2, 11)).toBe(false);
    expect(hasNextPage(1, 10)).toBe(false);
  });
});
