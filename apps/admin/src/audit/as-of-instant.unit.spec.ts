import { formatUtc, fromLocalInputValue, parseInstant, toLocalInputValue } from './as-of-instant';

describe('the as-of picker value', () => {
  it('round-trips an instant to the millisecond through the local input value', () => {
    const instant = new Date('2026-11-21T10:30:00.250Z');
    const value = toLocalInputValue(instant);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(fromLocalInputValue(value)?.toISOString()).toBe('2026-11-21T10:30:00.250Z');
  });

  it('reads values without seconds or milliseconds, as the browser gives them when they are zero', () => {
    expect(fromLocalInputValue('2026-11-21T10:30')).toEqual(new Date(2026, 10, 21, 10, 30, 0, 0));
    expect(fromLocalInputValue('2026-11-21T10:30:05')).toEqual(new Date(2026, 10, 21, 10, 30, 5, 0));
    expect(fromLocalInputValue('2026-11-21T10:30:05.5')).toEqual(new Date(2026, 10, 21, 10, 30, 5, 500));
  });

  it('refuses empty input, other shapes and dates that do not exist', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('21/11/2026 10:30')).toBeNull();
    expect(fromLocalInputValue('2026-02-31T10:30')).toBeNull();
  });
});

describe('parseInstant', () => {
  it('reads an ISO instant from the URL and refuses anything else', () => {
    expect(parseInstant('2026-11-21T10:30:00.250Z')?.toISOString()).toBe('2026-11-21T10:30:00.250Z');
    expect(parseInstant('yesterday')).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});

describe('formatUtc', () => {
  it("shows an instant in UTC to the millisecond, whatever the reader's time zone", () => {
    expect(formatUtc('2026-11-21T11:30:00.25+01:00')).toBe('2026-11-21 10:30:00.250 UTC');
    expect(formatUtc(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02 03:04:05.006 UTC');
  });
});
