import { formatCount } from './format-number';

describe('formatCount', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 4442, -1234567, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('leaves fractions to the locale formatter', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
