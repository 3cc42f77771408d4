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

  it('names the official advisories behind a score no baseline measures, and how many speak of the city’s area', () => {
    const government = (source: 'uk' | 'us' | 'ca', level: 1 | 2 | 4, area: string | null) => ({
      source,
      organisation: source,
      level,
      appliesAs: area ? ('region' as const) : ('country' as const),
      area,
      sourceLevel: null,
      issuedAt: null,
      url: `https://example.gov/${source}`,
    });
    const prior = (sources: ReturnType<typeof government>[]) => ({
      label: 'from official advisories',
      level: 2,
      highestLevel: Math.max(...sources.map((source) => source.level)) as 1 | 2 | 4,
      value: 60,
      band: { low: 60, high: 80 },
      sources,
    });
    const countryWide = prior([government('uk', 1, null), government('us', 2, null)]);
    expect(sourceLine({ baselineSource: null, advisoryPrior: countryWide, communityRatings: 0, updatedAt })).toBe(
      'Source: official advisories (country level), 2 governments · no traveller ratings yet',
    );
    const local = prior([
      government('uk', 1, null),
      government('us', 4, 'Sinaloa state'),
      government('ca', 4, 'Sinaloa'),
    ]);
    expect(sourceLine({ baselineSource: null, advisoryPrior: local, communityRatings: 1, updatedAt })).toBe(
      'Source: official advisories (2 for this area, 1 country-wide), 3 governments · 1 traveller rating',
    );
  });
});
