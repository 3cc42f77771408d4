/**
 * Each government's adapter on its recorded pages (DATA.md rule 5), with the awkward cases the real
 * pages have: a level only in the index, regions without a country-wide level, areas given as the
 * next headings, a telephone line without its colon, renamed and shared country names.
 */
import { ADVISORY_SOURCES, type AdvisorySource } from '@safetrails/contracts';
import { ADAPTERS } from './adapters';
import { isoCodeOf, UnknownCountryError } from './country-codes';
import { recordedCountryNames, recordedDocument } from './fixtures';
import { plainText } from './markdown';

const RETRIEVED = '2026-08-22T07:27:54.000Z';

function parse(source: AdvisorySource, slug: string) {
  const { document } = recordedDocument(source, slug);
  const parsed = ADAPTERS[source].parse(document, RETRIEVED);
  if (!parsed) throw new Error(`${source}/${slug} parsed to nothing`);
  return parsed;
}

describe('country names to ISO 3166-1 alpha-2', () => {
  it.each(ADVISORY_SOURCES)('maps every country the %s source lists, or says it is not one country', (source) => {
    const names = recordedCountryNames(source);
    expect(names.length).toBeGreaterThan(150);
    const codes = names.map((name) => isoCodeOf(source, name));
    for (const code of codes) if (code !== null) expect(code).toMatch(/^[A-Z]{2}$/);
    // Nearly every page is one country's advice; the exceptions are listed in country-codes.ts.
    expect(codes.filter((code) => code === null).length).toBeLessThanOrEqual(3);
  });

  it('maps the names the sources disagree on to one code', () => {
    expect(isoCodeOf('us', 'Burma (Myanmar)')).toBe('MM');
    expect(isoCodeOf('ie', 'Myanmar/Burma')).toBe('MM');
    expect(isoCodeOf('uk', 'Congo')).toBe('CG');
    expect(isoCodeOf('ca', 'Democratic Republic of Congo (Kinshasa)')).toBe('CD');
    expect(isoCodeOf('ie', 'Türkiye (Turkey)')).toBe('TR');
    expect(isoCodeOf('uk', 'USA')).toBe('US');
    expect(isoCodeOf('ca', 'Azores')).toBeNull();
  });

  it('refuses a name it does not know instead of guessing', () => {
    expect(() => isoCodeOf('uk', 'Atlantis')).toThrow(UnknownCountryError);
  });
});

describe('US Department of State', () => {
  it('reads the level, date, summary and risk indicators of the advisory page', () => {
    const { countryCode, advisory } = parse('us', 'france');
    expect(countryCode).toBe('FR');
    expect(advisory).toMatchObject({
      level: 2,
      sourceLevel: 'Level 2: Exercise Increased Caution',
      title: 'France Travel Advisory',
      issuedAt: '2025-05-28T00:00:00.000Z',
      retrievedAt: RETRIEVED,
      url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
      regions: [],
    });
    expect(advisory!.indicators).toEqual([
      { code: 'T', name: 'Terrorism' },
      { code: 'U', name: 'Civil Unrest' },
    ]);
    expect(advisory!.summary).toMatch(/^Exercise increased caution in France due to terrorism and civil unrest\./);
    expect(advisory!.summary).not.toMatch(/[*<>[\]]/);
  });

  it('gives regions without a country-wide level when the page rates states only (Mexico)', () => {
    const { advisory } = parse('us', 'mexico');
    expect(advisory!.level).toBeNull();
    expect(advisory!.regions).toContainEqual(
      expect.objectContaining({ name: 'Colima state', level: 4, sourceLevel: 'Do Not Travel' }),
    );
    expect(advisory!.regions.filter((region) => region.level === 1).map((region) => region.name)).toEqual([
      'Campeche state',
      'Yucatan state',
    ]);
  });

  it('maps a shared page to its country', () => {
    expect(parse('us', 'israel-the-west-bank-and-gaza').countryCode).toBe('IL');
    expect(parse('us', 'burma-myanmar').countryCode).toBe('MM');
  });
});

describe('UK FCDO', () => {
  it('says level 1 and no source words where no area is advised against, and finds the emergency numbers', () => {
    const { advisory, emergency } = parse('uk', 'france');
    expect(advisory).toMatchObject({ level: 1, sourceLevel: null, regions: [], issuedAt: '2026-08-11T00:00:00.000Z' });
    expect(advisory!.lgbtTravellers?.url).toMatch(/^https:\/\/www\.gov\.uk\//);
    expect(emergency).toMatchObject({
      general: { number: '112', label: 'Telephone 112 (ambulance, fire, police)' },
      ambulance: { number: '15' },
      fire: { number: '18' },
      police: { number: '17' },
      url: 'https://www.gov.uk/foreign-travel-advice/france/getting-help',
    });
  });

  it('maps "all travel to <country>" to 4', () => {
    const { advisory } = parse('uk', 'afghanistan');
    expect(advisory!.level).toBe(4);
    expect(advisory!.sourceLevel).toBe('FCDO advises against all travel to Afghanistan');
  });

  it('maps a country advised against everywhere, partly all travel, to 3 with its regions (Ukraine)', () => {
    const { advisory } = parse('uk', 'ukraine');
    expect(advisory!.level).toBe(3);
    expect(advisory!.regions).toContainEqual(
      expect.objectContaining({ name: 'Crimea', level: 4, sourceLevel: 'FCDO advises against all travel to Crimea' }),
    );
    expect(advisory!.regions).toContainEqual(expect.objectContaining({ name: 'Lviv', level: 3 }));
  });

  it('maps some areas advised against to 2 and reads each area, also when given as the next heading', () => {
    const egypt = parse('uk', 'egypt').advisory!;
    expect(egypt.level).toBe(2);
    expect(egypt.regions).toContainEqual(
      expect.objectContaining({
        name: 'the North Sinai Governorate',
        group: 'North Sinai',
        level: 4,
        sourceLevel: 'FCDO advises against all travel to the North Sinai Governorate',
      }),
    );
    expect(egypt.regions.find((region) => region.group === 'Western Desert')?.level).toBe(3);
    const thailand = parse('uk', 'thailand');
    expect(thailand.advisory!.regions).toEqual([
      expect.objectContaining({ group: 'Thailand-Malaysia border', level: 3 }),
    ]);
    expect(thailand.emergency).toMatchObject({ touristPolice: { number: '1155', label: 'Tourist police: 1155' } });
  });

  it('keeps the women travellers and LGBT+ sections as plain text with their links', () => {
    const { advisory } = parse('uk', 'india');
    expect(advisory!.womenTravellers?.text).toMatch(
      /Female travellers often experience verbal and physical harassment/,
    );
    expect(advisory!.lgbtTravellers?.text).toMatch(/^LGBT\+ travellers/);
  });
});

describe('Government of Canada', () => {
  it('reads the level from the index words and each regional advisory', () => {
    const { advisory } = parse('ca', 'mexico');
    expect(advisory).toMatchObject({
      level: 2,
      sourceLevel: 'Exercise a high degree of caution (with regional advisories)',
    });
    expect(advisory!.regions.length).toBeGreaterThan(5);
    expect(advisory!.regions[0]).toMatchObject({ level: 3, sourceLevel: 'Avoid non-essential travel' });
    const india = parse('ca', 'india').advisory!;
    expect(india.regions).toContainEqual(
      expect.objectContaining({
        name: 'Union Territory of Jammu and Kashmir',
        level: 4,
        sourceLevel: 'Avoid all travel',
      }),
    );
    // "areas within 10 km of the border with Pakistan in the following states:" then each state.
    expect(india.regions).toContainEqual(
      expect.objectContaining({ name: 'areas within 10 km of the border with Pakistan in Punjab', level: 4 }),
    );
  });

  it('does not turn a region of a country into that country (Azores)', () => {
    const { document } = recordedDocument('ca', 'azores');
    expect(ADAPTERS.ca.parse(document, RETRIEVED)).toBeNull();
  });
});

describe('Australia Smartraveller', () => {
  it('reads the level, regions and the local emergency numbers with a domestic violence line', () => {
    const france = parse('au', 'france');
    expect(france.advisory).toMatchObject({ level: 2, sourceLevel: 'Exercise a high degree of caution', regions: [] });
    expect(france.emergency).toMatchObject({
      general: { number: '112' },
      police: { number: '112' },
      womensHelpline: { number: '3919', label: 'Call 3919 for victims of domestic violence.' },
      url: 'https://www.smartraveller.gov.au/destinations/europe/france',
    });
    const india = parse('au', 'india');
    expect(india.advisory!.regions.map((region) => region.level)).toEqual([3, 3, 3, 3, 4]);
    expect(india.emergency).toMatchObject({ police: { number: '100' }, ambulance: { number: '102' }, general: null });
  });

  it('files a tourist police number under tourist police, and the police line under police', () => {
    const { emergency } = parse('au', 'bolivia');
    expect(emergency!.touristPolice).toMatchObject({
      number: '800-14-0081',
      label: 'Call 800-14-0081 for English-speaking tourist police.',
    });
    expect(emergency!.police).toMatchObject({
      number: '110',
      numbers: ['110'],
      label: 'Call 110 or contact the nearest police station.',
    });
  });

  it('keeps every number of a line, in the source’s order, and derives the general number with its lines', () => {
    const france = parse('au', 'france').emergency!;
    expect(france.general).toMatchObject({
      number: '112',
      label: 'Call 112.',
      derivedFrom: {
        lines: expect.arrayContaining(['Call 112.']) as unknown,
        ours: expect.stringMatching(/same number/) as unknown,
      },
    });
  });
});

describe('Ireland DFA', () => {
  it('reads the security status from the current overview, not an older recording', () => {
    const { advisory } = parse('ie', 'france');
    expect(advisory).toMatchObject({
      level: 1,
      sourceLevel: 'Normal Precautions',
      issuedAt: '2026-07-28T00:00:00.000Z',
    });
    expect(parse('ie', 'afghanistan').advisory!.level).toBe(4);
  });
});

describe('plain text', () => {
  it('drops HTML, images and Markdown emphasis, keeps link words', () => {
    expect(plainText('<b>Do</b> **not** travel to [Gaza](https://x.test "t") ![map](m.png)')).toBe(
      'Do not travel to Gaza',
    );
  });
});
