import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2025-06-30T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1_000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('counts seconds under a minute, then minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(before(0), now)).toBe('just now');
    expect(relativeTime(before(1 * SECOND), now)).toBe('1 second ago');
    expect(relativeTime(before(59 * SECOND), now)).toBe('59 seconds ago');
    expect(relativeTime(before(60 * SECOND), now)).toBe('1 minute ago');
    expect(relativeTime(before(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
    expect(relativeTime(before(HOUR), now)).toBe('1 hour ago');
    expect(relativeTime(before(23 * HOUR), now)).toBe('23 hours ago');
    expect(relativeTime(before(DAY), now)).toBe('1 day ago');
    expect(relativeTime(before(6 * DAY), now)).toBe('6 days ago');
    expect(relativeTime(before(7 * DAY), now)).toBe('1 week ago');
    expect(relativeTime(before(29 * DAY), now)).toBe('4 weeks ago');
    expect(relativeTime(before(30 * DAY), now)).toBe('1 month ago');
    expect(relativeTime(before(364 * DAY), now)).toBe('12 months ago');
    expect(relativeTime(before(365 * DAY), now)).toBe('1 year ago');
    expect(relativeTime(before(3 * 365 * DAY), now)).toBe('3 years ago');
  });

  it('reads an ISO string and treats a time slightly ahead as now', () => {
    expect(relativeTime('2025-06-30T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(relativeTime('2025-06-30T12:00:05.000Z', now)).toBe('just now');
  });
});
