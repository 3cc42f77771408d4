import { describeRefresh, emptySummary } from './advisory-importer';

describe('describeRefresh', () => {
  it('names sources that failed alike together, and the others with their counts', () => {
    const us = { ...emptySummary('us'), changed: 2, unchanged: 207 };
    const line = describeRefresh([
      us,
      { ...emptySummary('uk'), error: 'cannot reach www.gov.uk (ENOTFOUND)' },
      { ...emptySummary('ca'), error: 'no live adapter for this source yet' },
      { ...emptySummary('au'), error: 'no live adapter for this source yet' },
    ]);
    expect(line).toBe(
      'official advice refresh: us: 0 new, 2 changed, 207 unchanged, 0 failed; ' +
        'uk: cannot reach www.gov.uk (ENOTFOUND); ca, au: no live adapter for this source yet; keeping what we have',
    );
  });

  it('says nothing is kept back when every source answered', () => {
    expect(describeRefresh([emptySummary('ie')])).toBe(
      'official advice refresh: ie: 0 new, 0 changed, 0 unchanged, 0 failed',
    );
  });
});
