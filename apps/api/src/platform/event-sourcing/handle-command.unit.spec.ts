import { eventIdFor, retryDelayMs } from './handle-command';

describe('eventIdFor', () => {
  it('derives the same UUID from the same stream, key and index, and different ones otherwise', () => {
    const id = eventIdFor('waitlist-abc', 'key-123456', 0);
    expect(eventIdFor('waitlist-abc', 'key-123456', 0)).toBe(id);
    expect(eventIdFor('waitlist-abc', 'key-123456', 1)).not.toBe(id);
    expect(eventIdFor('waitlist-abd', 'key-123456', 0)).not.toBe(id);
    expect(eventIdFor('waitlist-abc', 'key-123457', 0)).not.toBe(id);
  });

  it('is a well-formed RFC 9562 version 8 UUID', () => {
    expect(eventIdFor('s', 'k', 0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('retryDelayMs', () => {
  it('waits a random while under a ceiling that doubles with each attempt, up to 400 ms', () => {
    expect([1, 2, 3, 6, 7, 20].map((attempt) => retryDelayMs(attempt, () => 0.999999))).toEqual([
      9, 19, 39, 319, 399, 399,
    ]);
    expect(retryDelayMs(5, () => 0)).toBe(0);
  });
});
