/** What a Range header asks of a representation of a known size. */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Interprets a Range header (RFC 9110 §14) for a file of `size` bytes. Only a single byte
 * range is served: absent, malformed, non-byte and multi-range headers answer 'full'
 * (a server may ignore Range). `end` is inclusive and clamped to the last byte.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.*?)\s*$/i.exec(header);
  if (!match || match[1]!.includes(',')) return { kind: 'full' };
  const spec = SPEC.exec(match[1]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'full' };
  const first = spec[1] === '' ? null : Number(spec[1]);
  const last = spec[2] === '' ? null : Number(spec[2]);
  if (first === null) {
    // Suffix range: the last `last` bytes.
    if (!last || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - last), end: size - 1 };
  }
  if (last !== null && last < first) return { kind: 'full' };
  if (first >= size) return { kind: 'unsatisfiable' };
  return {
    kind: 'partial',
    start: first,
    end: last === null ? size - 1 : Math.min(last, size - 1),
  };
}
