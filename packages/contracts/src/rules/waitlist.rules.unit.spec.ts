import { firstNameOf, normaliseEmail, waitlistStats } from './waitlist.rules';

describe('waitlist rules', () => {
  it('computes spots remaining and progress from the count, within the cap', () => {
    expect(waitlistStats(0)).toEqual({ count: 0, cap: 1000, spotsRemaining: 1000, progressPercent: 0 });
    expect(waitlistStats(847)).toEqual({ count: 847, cap: 1000, spotsRemaining: 153, progressPercent: 84.7 });
    expect(waitlistStats(1200)).toEqual({ count: 1200, cap: 1000, spotsRemaining: 0, progressPercent: 100 });
  });

  it('normalises emails by trimming and lowercasing', () => {
    expect(normaliseEmail('  Ana.Lima@Example.COM ')).toBe('ana.lima@example.com');
  });

  it('shows only the first name', () => {
    expect(firstNameOf('  Ana   Lima Souza ')).toBe('Ana');
    expect(firstNameOf('Cher')).toBe('Cher');
  });
});
