import { alertRelativeTime } from './alert-relative-time';

describe('alertRelativeTime over a fixed clock', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says Just now under 60 seconds, and for a clock slightly ahead', () => {
    expect(alertRelativeTime(before(0), now)).toBe('Just now');
    expect(alertRelativeTime(before(59 * SECOND), now)).toBe('Just now');
    expect(alertRelativeTime(new Date(now.getTime() + 5 * SECOND), now)).toBe('Just now');
  });

  it('counts minutes under 60 minutes', () => {
    expect(alertRelativeTime(before(60 * SECOND), now)).toBe('1m ago');
    expect(alertRelativeTime(before(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('counts hours under 24 hours', () => {
    expect(alertRelativeTime(before(HOUR), now)).toBe('1h ago');
    expect(alertRelativeTime(before(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('counts days under 7 days', () => {
    expect(alertRelativeTime(before(DAY), now)).toBe('1d ago');
    expect(alertRelativeTime(before(7 * DAY - SECOND), now)).toBe('6d ago');
  });

  it('gives the date from 7 days on', () => {
    expect(alertRelativeTime(before(7 * DAY), now)).toBe('3 Mar 2026');
    expect(alertRelativeTime('2025-12-25T12:00:00.000Z', now)).toBe('25 Dec 2025');
  });
});
