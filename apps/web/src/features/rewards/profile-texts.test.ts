import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from './profile-texts';

describe('listening time on the profile', () => {
  it('reads in whole hours and minutes, seconds dropped', () => {
    expect(formatHoursMinutes(0)).toBe('0 h 00 min');
    expect(formatHoursMinutes(59.9)).toBe('0 h 00 min');
    expect(formatHoursMinutes(3600 + 5 * 60 + 59)).toBe('1 h 05 min');
    expect(formatHoursMinutes(30 * 3600)).toBe('30 h 00 min');
  });
});
