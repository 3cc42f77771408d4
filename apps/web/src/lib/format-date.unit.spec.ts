import { formatDateTime, formatDay, formatMonth } from './format-date';

// Every month, across year ends and leap days, against the browser formatter it replaces.
const DATES = Array.from(
  { length: 40 },
  (_, index) => new Date(Date.UTC(2023, index, 1 + ((index * 7) % 28), index % 24, (index * 13) % 60)),
);
DATES.push(new Date(Date.UTC(2024, 1, 29, 23, 59)), new Date(Date.UTC(2026, 8, 30, 0, 0)));

describe('format-date', () => {
  it('writes a day as en-GB does, short or long month, in UTC or locally', () => {
    for (const date of DATES) {
      expect(formatDay(date, { utc: true })).toBe(
        date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      );
      expect(formatDay(date, { month: 'long', utc: true })).toBe(
        date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
      expect(formatDay(date)).toBe(
        date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
      );
    }
  });

  it('writes a month as en-US does', () => {
    for (const date of DATES) {
      expect(formatMonth(date, { utc: true })).toBe(
        date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
    }
  });

  it('writes a date and time with the hour in 24-hour form', () => {
    expect(formatDateTime('2026-11-25T09:05:00Z', { utc: true })).toBe('25 Nov 2026, 09:05');
    expect(formatDateTime('2026-09-03T17:45:00Z', { month: 'long', utc: true })).toBe('3 September 2026, 17:45');
  });

  it('says an unreadable date is invalid rather than writing NaN', () => {
    expect(formatDay('not a date')).toBe('Invalid Date');
    expect(formatDateTime('not a date')).toBe('Invalid Date');
  });
});
