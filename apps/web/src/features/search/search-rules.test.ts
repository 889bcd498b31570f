import { describe, expect, it } from 'vitest';
import { cutSubtitle, isBlankQuery, rememberSearch } from './search-rules';

describe('search rules', () => {
  it('treats blank and whitespace-only queries as nothing', () => {
    expect(isBlankQuery('')).toBe(true);
    expect(isBlankQuery('  \t')).toBe(true);
    expect(isBlankQuery(' a ')).toBe(false);
  });

  it("cuts a subtitle at 50 characters followed by '...'", () => {
    expect(cutSubtitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutSubtitle('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });

  it('keeps recent searches newest first, once each, at most 10', () => {
    let recent: string[] = [];
    for (let i = 1; i <= 12; i += 1) recent = rememberSearch(recent, `q${i}`);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('q12');
    expect(rememberSearch(recent, ' Q5 ')[0]).toBe('Q5');
    expect(rememberSearch(recent, 'Q5').filter((r) => r.toLowerCase() === 'q5')).toHaveLength(1);
    expect(rememberSearch(recent, '   ')).toEqual(recent);
  });
});
