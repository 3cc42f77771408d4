import { REASON_MISSING, reasonError } from './reason-rules';

describe('reasonError', () => {
  it('asks for a reason when there is none or only spaces', () => {
    expect(reasonError('')).toBe(REASON_MISSING);
    expect(reasonError('   \n')).toBe(REASON_MISSING);
  });

  it('takes 3 to 500 characters after trimming, and names the limit otherwise', () => {
    expect(reasonError(' ab ')).toBe('At least 3 characters');
    expect(reasonError(' abc ')).toBeNull();
    expect(reasonError('x'.repeat(500))).toBeNull();
    expect(reasonError('x'.repeat(501))).toBe('At most 500 characters');
  });
});
