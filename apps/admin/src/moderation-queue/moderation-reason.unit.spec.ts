import { REASON_MAX_LENGTH, reasonError } from './moderation-reason';

describe('reasonError', () => {
  it('asks for a reason when there is none or only spaces', () => {
    expect(reasonError('')).toMatch(/Say why/);
    expect(reasonError('   \n')).toMatch(/Say why/);
  });

  it('checks the length after trimming, at the exact limits', () => {
    expect(reasonError(' ab ')).toBe('At least 3 characters');
    expect(reasonError(' abc ')).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX_LENGTH))).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX_LENGTH + 1))).toBe(`At most ${REASON_MAX_LENGTH} characters`);
  });
});
