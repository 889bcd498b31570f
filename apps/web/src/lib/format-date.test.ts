import { describe, expect, it } from 'vitest';
import { formatCalendarDate, yearOf } from './format-date';

describe('formatCalendarDate', () => {
  it('reads a release date in words, without a time-zone shift', () => {
    expect(formatCalendarDate('2024-05-01')).toBe('1 May 2024');
    expect(formatCalendarDate('2023-09-15')).toBe('15 September 2023');
  });

  it('reads an empty or malformed date as empty', () => {
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('May 2024')).toBe('');
  });
});

describe('yearOf', () => {
  it('takes the year of a date and nothing of a blank', () => {
    expect(yearOf('2024-05-01')).toBe('2024');
    expect(yearOf('')).toBe('');
  });
});
