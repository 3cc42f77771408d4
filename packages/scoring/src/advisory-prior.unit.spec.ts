import fc from 'fast-check';
import type { AdvisoryArea, AdvisoryLevel, AreaPlace, RecordedEvent } from '@safetrails/contracts';
import {
  advisoryPriorOf,
  evolveCountryAdvice,
  governmentLevelFor,
  localAdviceOf,
  medianLevel,
  placeCovering,
  SPECIFICITY,
  type CityPlace,
  type CountryAdvice,
  type GovernmentAdvice,
  partsApplyingTo,
} from './advisory-prior';

const government = (level: GovernmentAdvice['level'], regions: GovernmentAdvice['regions'] = []): GovernmentAdvice => ({
  organisation: 'A government',
  level,
  sourceLevel: level ? `Level ${level}` : null,
  issuedAt: '2026-08-01T00:00:00.000Z',
  url: 'https://example.gov/advice',
  regions,
});

const admin1 = (name: string): AreaPlace => ({ kind: 'admin1', text: name, code: `MX.${name}`, name });
const city = (geonameId: number, name = `city ${geonameId}`): AreaPlace => ({
  kind: 'city',
  text: name,
  geonameId,
  name,
});
const border = (cityIds: number[]): AreaPlace => ({
  kind: 'border',
  text: 'within 50 km of the border',
  neighbour: 'GT',
  km: 50,
  kmStated: true,
  cityIds,
});
const region = (name: string, level: AdvisoryLevel, places: AreaPlace[], except: AreaPlace[] = []) => ({
  name,
  level,
  sourceLevel: `words for ${level}`,
  area: { places, except },
});

const CULIACAN: CityPlace = { destinationId: 4014338, admin1: 'Sinaloa' };
const MAZATLAN: CityPlace = { destinationId: 3996322, admin1: 'Sinaloa' };
const CAPITAL: CityPlace = { destinationId: 3530597, admin1: 'Mexico City' };

describe('the level that applies where a city is', () => {
  const advice: CountryAdvice = {
    us: government(null, [
      region('Sinaloa state', 4, [admin1('Sinaloa')]),
      region('Mexico City', 2, [admin1('Mexico City')]),
    ]),
    uk: government(2, [
      region(
        'the state of Sinaloa, except the cities of Los Mochis and Mazatlán',
        3,
        [admin1('Sinaloa')],
        [city(3996322)],
      ),
    ]),
    ca: government(2, [region('Sinaloa', 3, [admin1('Sinaloa')])]),
    au: government(2, [region('Sinaloa State', 3, [admin1('Sinaloa')])]),
    ie: government(2),
  };

  it('takes each government’s area covering the city, its country-wide level elsewhere', () => {
    const prior = advisoryPriorOf(advice, CULIACAN)!;
    expect(prior.sources.map((source) => [source.source, source.level, source.appliesAs, source.area])).toEqual([
      ['au', 3, 'region', 'Sinaloa State'],
      ['ca', 3, 'region', 'Sinaloa'],
      ['ie', 2, 'country', null],
      ['uk', 3, 'region', 'the state of Sinaloa, except the cities of Los Mochis and Mazatlán'],
      ['us', 4, 'region', 'Sinaloa state'],
    ]);
    // Levels 2, 3, 3, 3, 4: median 3 (35), highest 4 (10): the prior is halfway, 22.5.
    expect(prior).toMatchObject({ level: 3, highestLevel: 4, value: 22.5, band: { low: 10, high: 60 } });
  });

  it('gives a city an area excepts the government’s country-wide level', () => {
    const uk = advisoryPriorOf(advice, MAZATLAN)!.sources.find((source) => source.source === 'uk')!;
    expect(uk).toMatchObject({ level: 2, appliesAs: 'country', area: null });
  });

  it('never lets a capital outside the areas read as unsafe as a city inside a level-4 area', () => {
    const capital = advisoryPriorOf(advice, CAPITAL)!;
    expect(capital).toMatchObject({ level: 2, highestLevel: 2, value: 60 });
    expect(advisoryPriorOf(advice, CULIACAN)!.value).toBeLessThan(capital.value);
  });

  it('lets an area lower the level as well as raise it, and a named city beat its state', () => {
    const nigeria: CountryAdvice = {
      ca: government(3, [
        region('Calabar and Lagos', 2, [city(2346229, 'Calabar'), city(2332459, 'Lagos')]),
        region('the Niger Delta states', 4, [admin1('Rivers'), admin1('Cross River')], [city(2324774)]),
      ]),
    };
    expect(governmentLevelFor('ca', nigeria.ca!, { destinationId: 2346229, admin1: 'Cross River' })).toMatchObject({
      level: 2,
      appliesAs: 'city',
    });
    expect(governmentLevelFor('ca', nigeria.ca!, { destinationId: 1, admin1: 'Cross River' })).toMatchObject({
      level: 4,
      appliesAs: 'region',
    });
    // Port Harcourt is excepted from the delta states: Canada's country level.
    expect(governmentLevelFor('ca', nigeria.ca!, { destinationId: 2324774, admin1: 'Rivers' })).toMatchObject({
      level: 3,
      appliesAs: 'country',
    });
  });

  it('places a city in a border zone by the cities the zone holds, the highest level of equally specific areas', () => {
    const colombia = government(2, [
      region('Norte de Santander', 3, [admin1('Norte de Santander')]),
      region('border', 4, [border([3685533])]),
    ]);
    expect(governmentLevelFor('au', colombia, { destinationId: 3685533, admin1: 'Norte de Santander' })).toMatchObject({
      level: 4,
      appliesAs: 'border',
    });
    expect(governmentLevelFor('au', colombia, { destinationId: 9, admin1: 'Norte de Santander' })).toMatchObject({
      level: 3,
      appliesAs: 'region',
    });
  });

  it('ignores what is not resolved and records made before areas were resolved', () => {
    const text: AreaPlace = { kind: 'text', text: 'the Catatumbo region', why: 'no GeoNames place' };
    const old = { name: 'Sinaloa', level: 4 as const, sourceLevel: 'x' };
    const result = governmentLevelFor('us', government(2, [region('Catatumbo', 4, [text]), old]), CULIACAN);
    expect(result).toMatchObject({ level: 2, appliesAs: 'country' });
  });

  it('takes the median of the levels, a half step between two', () => {
    expect(medianLevel([4, 1, 4, 2, 4])).toBe(4);
    expect(medianLevel([2, 3])).toBe(2.5);
    expect(medianLevel([])).toBeNull();
    expect(advisoryPriorOf({ us: government(2), uk: government(3) }, CAPITAL)).toMatchObject({
      level: 2.5,
      highestLevel: 3,
      value: (47.5 + 35) / 2,
    });
  });

  it('gives no prior without a level, and forgets a withdrawn government', () => {
    expect(advisoryPriorOf({ us: government(null) }, CAPITAL)).toBeNull();
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
    const folded = evolveCountryAdvice({}, published);
    expect(advisoryPriorOf(folded, CAPITAL)).toMatchObject({ level: 4, value: 10 });
    expect(advisoryPriorOf(evolveCountryAdvice(folded, withdrawn), CAPITAL)).toBeNull();
  });
});

describe('property: a city inside an area', () => {
  const ADMIN1 = ['A', 'B', 'C'];
  const CITY_IDS = [1, 2, 3, 4, 5];
  const place = fc.oneof(
    fc.constantFrom(...ADMIN1).map(admin1),
    fc.constantFrom(...CITY_IDS).map((id) => city(id)),
    fc.subarray(CITY_IDS).map(border),
    fc.constant<AreaPlace>({ kind: 'text', text: 'somewhere', why: 'test' }),
  );
  const area: fc.Arbitrary<AdvisoryArea> = fc.record({
    places: fc.array(place, { minLength: 1, maxLength: 3 }),
    except: fc.array(place, { maxLength: 2 }),
  });
  const advice = fc.record({
    level: fc.constantFrom<AdvisoryLevel | null>(1, 2, 3, 4, null),
    regions: fc.array(
      fc.record({ level: fc.constantFrom<AdvisoryLevel>(1, 2, 3, 4), area }).map(({ level, area: a }) => ({
        name: 'an area',
        level,
        sourceLevel: 'words',
        area: a,
      })),
      { maxLength: 5 },
    ),
  });
  const cityPlace = fc.record({ destinationId: fc.constantFrom(...CITY_IDS), admin1: fc.constantFrom(...ADMIN1) });

  it('never gets a lower level from that government than the area’s, unless an exception or a more specific area names it', () => {
    fc.assert(
      fc.property(advice, cityPlace, ({ level, regions }, where) => {
        const applied = governmentLevelFor('us', government(level, regions), where);
        for (const candidate of regions) {
          const covering = placeCovering(candidate.area, where);
          if (!covering) continue; // not in the area, or excepted from it
          expect(applied).not.toBeNull();
          const moreSpecific = regions.some((other) => {
            const place = placeCovering(other.area, where);
            return place !== null && SPECIFICITY[place.kind] > SPECIFICITY[covering.kind];
          });
          if (!moreSpecific) expect(applied!.level).toBeGreaterThanOrEqual(candidate.level);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('areas that apply to part of a city’s region', () => {
  const part = (cityIds: number[], name = 'Sinaloa'): AreaPlace => ({
    kind: 'part',
    text: `northern ${name}`,
    of: 'admin1',
    code: `MX.${name}`,
    name,
    cityIds,
  });

  it('are shown for the cities of the unit, and never move their level', () => {
    const advice = { us: government(2, [region('northern Sinaloa', 4, [part([CULIACAN.destinationId!])])]) };
    expect(localAdviceOf(advice, CULIACAN)).toEqual([
      expect.objectContaining({ source: 'us', level: 2, appliesAs: 'country' }),
    ]);
    expect(partsApplyingTo(advice, CULIACAN)).toEqual([
      expect.objectContaining({
        source: 'us',
        area: 'northern Sinaloa',
        level: 4,
        partOf: 'Sinaloa',
        partOfKind: 'admin1',
      }),
    ]);
    expect(partsApplyingTo(advice, CAPITAL)).toEqual([]);
  });

  it('name the government whose words placed a name in the unit, where another government’s did', () => {
    const locatedBy = { source: 'us' as const, words: 'The Mount Orbata area in the Gafsa governorate' };
    const located: AreaPlace = {
      kind: 'part',
      text: 'Mount Orbata',
      of: 'admin1',
      code: 'MX.Sinaloa',
      name: 'Sinaloa',
      cityIds: [CULIACAN.destinationId!],
      locatedBy,
    };
    const advice = { uk: government(2, [region('Mount Orbata', 3, [located])]) };
    expect(partsApplyingTo(advice, CULIACAN)).toEqual([expect.objectContaining({ source: 'uk', locatedBy })]);
    expect(
      partsApplyingTo(
        { uk: government(2, [region('northern Sinaloa', 3, [part([CULIACAN.destinationId!])])]) },
        CULIACAN,
      )[0],
    ).not.toHaveProperty('locatedBy');
  });

  it('leave out an area that already sets the city’s level or excepts it', () => {
    const covering = {
      uk: government(2, [region('Sinaloa', 4, [admin1('Sinaloa'), part([CULIACAN.destinationId!])])]),
    };
    expect(partsApplyingTo(covering, CULIACAN)).toEqual([]);
    const excepting = {
      uk: government(2, [
        region('northern Sinaloa', 4, [part([MAZATLAN.destinationId!])], [city(MAZATLAN.destinationId!)]),
      ]),
    };
    expect(partsApplyingTo(excepting, MAZATLAN)).toEqual([]);
  });
});
