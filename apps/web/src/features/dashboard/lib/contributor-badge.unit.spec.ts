import { contributorBadge } from './contributor-badge';

describe('contributorBadge', () => {
  it('gives no badge before the first contribution, and names the next tier', () => {
    expect(contributorBadge(0)).toEqual({
      tier: 'none',
      label: 'New Traveler',
      contributions: 0,
      next: { tier: 'bronze', label: 'Bronze Contributor', remaining: 1 },
    });
  });

  it('is Bronze from the first contribution up to four', () => {
    expect(contributorBadge(1).tier).toBe('bronze');
    expect(contributorBadge(4)).toMatchObject({ tier: 'bronze', next: { label: 'Silver Contributor', remaining: 1 } });
  });

  it('is Silver from 5 contributions and Gold from 20', () => {
    expect(contributorBadge(5)).toMatchObject({ tier: 'silver', label: 'Silver Contributor' });
    expect(contributorBadge(19)).toMatchObject({ tier: 'silver', next: { label: 'Gold Contributor', remaining: 1 } });
    expect(contributorBadge(20)).toMatchObject({ tier: 'gold', label: 'Gold Contributor', next: null });
    expect(contributorBadge(500).tier).toBe('gold');
  });

  it('reads a negative or fractional count as whole contributions', () => {
    expect(contributorBadge(-3).tier).toBe('none');
    expect(contributorBadge(4.9).tier).toBe('bronze');
  });
});
