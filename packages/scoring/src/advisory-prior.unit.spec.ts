import type { RecordedEvent } from '@safetrails/contracts';
import {
  advisoryPriorOf,
  evolveCountryAdvice,
  medianLevel,
  regionKey,
  type CountryAdvice,
  type GovernmentAdvice,
} from './advisory-prior';

const government = (level: GovernmentAdvice['level'], regions: GovernmentAdvice['regions'] = []): GovernmentAdvice => ({
  organisation: 'A government',
  level,
  sourceLevel: null,
  issuedAt: '2026-08-01T00:00:00.000Z',
  url: 'https://example.gov/advice',
  regions,
});

describe('the advisory prior', () => {
  it('takes the median of the governments’ levels and spans the band of their values', () => {
    const advice: CountryAdvice = {
      us: government(2),
      uk: government(1),
      ca: government(2),
      au: government(2),
      ie: government(1),
    };
    expect(advisoryPriorOf(advice, null)).toMatchObject({ level: 2, value: 60, band: { low: 60, high: 80 } });
    expect(advisoryPriorOf({ us: government(2), uk: government(3) }, null)).toMatchObject({ level: 2.5, value: 47.5 });
    expect(medianLevel([4, 1, 4, 2, 4])).toBe(4);
    expect(medianLevel([])).toBeNull();
  });

  it('counts a government’s region where it names the city’s admin-1 region, its country level elsewhere', () => {
    const advice: CountryAdvice = {
      us: government(null, [
        { name: 'Colima state', level: 4 },
        { name: 'Yucatan state', level: 1 },
      ]),
      ca: government(2, [{ name: 'Colima', level: 3 }]),
    };
    expect(regionKey('Colima state')).toBe(regionKey('Colima'));
    const colima = advisoryPriorOf(advice, 'Colima')!;
    expect(colima.sources.map((source) => [source.source, source.level, source.region])).toEqual([
      ['ca', 3, 'Colima'],
      ['us', 4, 'Colima state'],
    ]);
    expect(colima.level).toBe(3.5);
    // Yucatán with its accent matches the US region; Canada has none there, so its country level counts.
    const yucatan = advisoryPriorOf(advice, 'Yucatán')!;
    expect(yucatan.sources.map((source) => [source.source, source.level])).toEqual([
      ['ca', 2],
      ['us', 1],
    ]);
    // Elsewhere the US gives no country-wide level: only Canada counts.
    expect(advisoryPriorOf(advice, 'Jalisco')!.sources.map((source) => source.source)).toEqual(['ca']);
  });

  it('gives no prior without a level, and forgets a withdrawn government', () => {
    expect(advisoryPriorOf({ us: government(null) }, null)).toBeNull();
    const published = {
      type: 'AdvisoryPublished',
      data: {
        record: {
          source: 'uk',
          organisation: 'UK',
          level: 4,
          sourceLevel: 'x',
          issuedAt: null,
          url: 'https://u',
          regions: [],
        },
        contentHash: 'h',
      },
    } as unknown as RecordedEvent;
    const withdrawn = {
      type: 'AdvisoryWithdrawn',
      data: { source: 'uk', countryCode: 'FR', reason: 'gone' },
    } as unknown as RecordedEvent;
    const advice = evolveCountryAdvice({}, published);
    expect(advisoryPriorOf(advice, null)).toMatchObject({ level: 4, value: 10 });
    expect(advisoryPriorOf(evolveCountryAdvice(advice, withdrawn), null)).toBeNull();
  });
});
