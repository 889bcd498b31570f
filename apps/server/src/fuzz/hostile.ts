import fc from 'fast-check';

/** One UTF-16 half of a surrogate pair, alone: not valid Unicode text, valid in a JS string. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Strings known to hurt parsers, databases, paths and mail addresses. */
const KNOWN_BAD = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u0000\ud800@x.io',
  'a\u0000b@example.com',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '\r\nSet-Cookie: x=1',
  '🎵'.repeat(64),
  'a'.repeat(5_000),
  'NaN',
  '-1',
  '1e999',
  '9223372036854775808',
  'null',
  '{}',
  'listener@example.com',
  'LISTENER@EXAMPLE.COM ',
];

/** Any string a hostile client might send: random, full Unicode, lone surrogates, known bad. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Integers around the edges of every width a field may have. */
export const edgyInteger: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 300 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 32 - 1, 2 ** 53 - 1),
  },
  { weight: 1, arbitrary: fc.integer() },
);

/** 64-bit integers as JSON writes them (strings), past their edges too. */
export const edgyInt64: fc.Arbitrary<string | number> = fc.oneof(
  edgyInteger,
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String),
  fc.constantFrom('9223372036854775807', '-9223372036854775808', '18446744073709551616'),
);

/** Any JSON value, shallow: the wrong type where a field expects another. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** Printable ASCII only (what an HTTP header or a request line can carry as written). */
export const asciiText = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });

/**
 * Objects where a string is expected, as JSON can carry them: keys a careless `String(x)`, a
 * spread or a lookup by name would trip over (`{"__proto__":…}` parsed is an own key, as a
 * server's JSON.parse makes it).
 */
export const objectShaped: fc.Arbitrary<unknown> = fc.constantFrom(
  ...[
    '{"toString":1}',
    '{"toString":"x","valueOf":1}',
    '{"__proto__":{"isAdmin":true,"toString":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"toJSON":1}',
    '{"length":1e9}',
    '[{"toString":1}]',
  ].map((text) => JSON.parse(text) as unknown),
);
