import { describe, expect, it } from 'vitest';
import { nextOffset, pageOffset } from './paging';

describe('nextOffset', () => {
  const next = nextOffset(3, (page: number[]) => page.length);

  it('asks for the next window while the last page came back full', () => {
    expect(next([1, 2, 3], [], 0)).toBe(3);
    expect(next([1, 2, 3], [], 3)).toBe(6);
    expect(next([1, 2, 3], [], undefined)).toBe(3);
  });

  it('stops when the last page came back short', () => {
    expect(next([1, 2], [], 3)).toBeUndefined();
    expect(next([], [], 6)).toBeUndefined();
  });
});

describe('pageOffset', () => {
  it('reads the offset a page was asked for, 0 when unknown', () => {
    expect(pageOffset([0, 50], 1)).toBe(50);
    expect(pageOffset([undefined], 0)).toBe(0);
    expect(pageOffset([], 4)).toBe(0);
  });
});
