import { sourceLine } from './score-provenance';

const updatedAt = '2026-01-01T00:00:00.000Z';

describe('sourceLine', () => {
  it('names the baseline source and counts the travellers', () => {
    const baselineSource = { source: 'demo seed', asOf: '2025-06-01', url: null };
    expect(sourceLine({ baselineSource, advisoryPrior: null, communityRatings: 12, updatedAt })).toBe(
      'Source: demo seed · 12 traveller ratings',
    );
    expect(sourceLine({ baselineSource, advisoryPrior: null, communityRatings: 1, updatedAt })).toBe(
      'Source: demo seed · 1 traveller rating',
    );
  });

  it('says so when only travellers rated it, or nobody has', () => {
    expect(sourceLine({ baselineSource: null, advisoryPrior: null, communityRatings: 3, updatedAt })).toBe(
      'Source: travellers only · 3 traveller ratings',
    );
    expect(sourceLine({ baselineSource: null, advisoryPrior: null, communityRatings: 0, updatedAt })).toBe(
      'Source: none yet (no baseline, no official advice and no traveller ratings)',
    );
  });

  it('names the official advisories behind a score no baseline measures', () => {
    const advisoryPrior = {
      label: 'from official advisories (country level)',
      level: 2,
      value: 60,
      band: { low: 60, high: 80 },
      sources: [
        {
          source: 'uk' as const,
          organisation: 'UK FCDO',
          level: 1 as const,
          region: null,
          issuedAt: null,
          url: 'https://www.gov.uk/x',
        },
        {
          source: 'us' as const,
          organisation: 'US DoS',
          level: 2 as const,
          region: null,
          issuedAt: null,
          url: 'https://travel.state.gov/x',
        },
      ],
    };
    expect(sourceLine({ baselineSource: null, advisoryPrior, communityRatings: 0, updatedAt })).toBe(
      'Source: official advisories (country level), 2 governments · no traveller ratings yet',
    );
  });
});
