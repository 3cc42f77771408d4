import { savedDate } from './saved-date';

describe('savedDate', () => {
  it('reads day, short month and year', () => {
    expect(savedDate('2026-11-22T12:00:00Z')).toBe('22 Nov 2026');
  });
});
