import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isStorableText, storableString } from './storable-text';

describe('storable text', () => {
  it.each(['', 'plain', 'Zoë & Björk', '🎵 emoji pairs', '\t\n tabs and lines'])(
    'keeps %j',
    (value) => {
      expect(isStorableText(value)).toBe(true);
      expect(storableString().safeParse(value).success).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000@x.io', '\ud800', 'x\udc00', '\udc00\ud800', '\u0000\ud800@x.io'])(
    'refuses %j',
    (value) => {
      expect(isStorableText(value)).toBe(false);
      expect(storableString().safeParse(value).success).toBe(false);
    },
  );

  it('finds unstorable text anywhere inside a value, keys included', () => {
    expect(holdsUnstorableText({ a: [1, { b: 'ok' }], c: new Uint8Array([0]) })).toBe(false);
    expect(holdsUnstorableText({ a: [1, { b: 'n\u0000' }] })).toBe(true);
    expect(holdsUnstorableText({ map: { 'k\ud800': 'v' } })).toBe(true);
    expect(holdsUnstorableText({ oneof: { case: 'x', value: '\udfff' } })).toBe(true);
  });
});
