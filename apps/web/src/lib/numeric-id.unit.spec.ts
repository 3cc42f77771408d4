import { numericId } from './numeric-id';

describe('numericId', () => {
  it('reads a positive whole number', () => {
    expect(numericId('5')).toBe(5);
    expect(numericId('123456789')).toBe(123456789);
  });

  it('refuses anything else, so nothing is fetched', () => {
    for (const value of ['abc', '0', '-1', '1.5', '5a', ' 5', '', '1234567890', null, undefined]) {
      expect(numericId(value)).toBeNull();
    }
  });
});
