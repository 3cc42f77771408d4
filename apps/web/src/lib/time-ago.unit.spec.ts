import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('says just now under one minute', () => {
    expect(timeAgo(before(0), now)).toBe('just now');
    expect(timeAgo(before(59 * SECOND), now)).toBe('just now');
  });

  it('counts whole minutes under one hour', () => {
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(2 * MINUTE + 30 * SECOND), now)).toBe('2 minutes ago');
    expect(timeAgo(before(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('counts whole hours under one day', () => {
    expect(timeAgo(before(HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('counts whole days from one day on', () => {
    expect(timeAgo(before(DAY), now)).toBe('1 day ago');
    expect(timeAgo(before(45 * DAY), now)).toBe('45 days ago');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(timeAgo('2026-03-01T11:55:00.000Z', now)).toBe('5 minutes ago');
  });

  it('treats a time slightly in the future as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * SECOND), now)).toBe('just now');
  });
});
