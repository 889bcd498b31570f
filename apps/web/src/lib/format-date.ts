const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the histories list it, e.g. '2 Mar 2026, 10:00' (the reader's time zone). */
export const formatMoment = (date: Date | undefined) => (date ? dateTime.format(date) : '');

/**
 * A calendar date given as YYYY-MM-DD (release dates) in words, e.g. '1 May 2024'.
 * Read as UTC so no time zone moves it by a day; anything else reads as ''.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The year of a YYYY-MM-DD date, or '' when there is none. */
export function yearOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(0, 4) : '';
}
