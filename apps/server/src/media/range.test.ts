import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

const partial = (start: number, end: number) => ({ kind: 'partial', start, end });
const full = { kind: 'full' };
const unsatisfiable = { kind: 'unsatisfiable' };

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', partial(0, 99)],
    ['bytes=1000-1999', partial(1000, 1999)],
    ['bytes=500-', partial(500, 9999)],
    ['bytes=-500', partial(9500, 9999)],
    ['bytes=0-0', partial(0, 0)],
    ['bytes=9999-9999', partial(9999, 9999)],
    ['bytes=9000-20000', partial(9000, 9999)],
    ['bytes=-20000', partial(0, 9999)],
    ['Bytes = 10-20 ', partial(10, 20)],
  ])('%s of 10000 bytes → %o', (header, answer) => {
    expect(parseRange(header, 10_000)).toEqual(answer);
  });

  it.each([['bytes=10000-'], ['bytes=10000-10005'], ['bytes=-0'], ['bytes=99999999999999999999-']])(
    '%s of 10000 bytes is unsatisfiable',
    (header) => {
      expect(parseRange(header, 10_000)).toEqual(unsatisfiable);
    },
  );

  it.each([
    [undefined],
    [''],
    ['bytes='],
    ['bytes=-'],
    ['bytes=abc-def'],
    ['bytes=5-1'],
    ['bytes=1.5-2'],
    ['bytes=+1-2'],
    ['items=0-10'],
    ['0-10'],
    ['bytes=0-10,20-30'],
  ])('%s is ignored: the whole file', (header) => {
    expect(parseRange(header, 10_000)).toEqual(full);
  });

  it('finds nothing to serve in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual(unsatisfiable);
    expect(parseRange('bytes=-1', 0)).toEqual(unsatisfiable);
    expect(parseRange(undefined, 0)).toEqual(full);
  });
});
