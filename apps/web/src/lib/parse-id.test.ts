import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %s', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '1e3', ' 7', '2147483648'])(
    'refuses %o',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
