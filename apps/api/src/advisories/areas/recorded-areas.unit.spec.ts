/**
 * The areas of the recorded pages and of the shipped snapshot: each source's recorded pages give their
 * areas, every page format a source uses yields its list, and the share of the snapshot's areas
 * resolved per source (docs/ADVISORIES.md "Areas").
 */
import { ADVISORY_SOURCES, type AdvisorySource } from '@safetrails/contracts';
import { ADAPTERS } from '../sources/adapters';
import { caRegions } from '../sources/ca/ca.adapter';
import { ieRegions } from '../sources/ie/ie.adapter';
import { recordedDocument } from '../sources/fixtures';
import { loadSnapshot } from '../snapshot/snapshot';
import { gazetteerOf, placeKey } from './gazetteer';
import { isResolved, resolveArea } from './resolve-area';
import { cityOf, stripUnitWords } from './resolve-name';
import { RETRIEVED, advisory, kinds } from './resolve-area.test-helper';

describe('the areas each source’s recorded pages give', () => {
  it('US: lists under the level lines and the areas’ own headings; no targets, advice or programmes', () => {
    const colombia = advisory('us', 'colombia');
    const names = colombia.regions.map((region) => region.name);
    expect(names).toEqual([
      'Arauca, Cauca (excluding Popayán), and Norte de Santander departments',
      'The Colombia-Venezuela border region',
    ]);
    expect(names.join(' ')).not.toMatch(
      /Hotels|Restaurants|Airports|Shopping malls|Avoid demonstrations|Smart Traveler/,
    );
    const departments = colombia.regions[0]!.area!;
    expect(kinds(departments.places)).toEqual([
      'admin1 CO.03 Arauca',
      'admin1 CO.09 Cauca',
      'admin1 CO.21 Norte de Santander',
    ]);
    expect(kinds(departments.except)).toEqual(['city Popayán']);
    expect(advisory('us', 'mexico').regions).toContainEqual(
      expect.objectContaining({ name: 'Sinaloa state', level: 4, sourceLevel: 'Do Not Travel' }),
    );
    // India and Pakistan rate their areas under the areas' own headings only.
    expect(advisory('us', 'india').regions.map((region) => region.name)).toContain('Manipur');
    expect(advisory('us', 'pakistan').regions.map((region) => [region.name, region.level])).toContainEqual([
      'Balochistan Province',
      4,
    ]);
  });

  it('UK: the places listed under a grouped heading, each at its sentence’s level', () => {
    const nigeria = advisory('uk', 'nigeria');
    expect(nigeria.regions.map((region) => region.name)).not.toContain('North East Nigeria');
    expect(nigeria.regions).toContainEqual(
      expect.objectContaining({
        name: 'Borno State',
        group: 'North East Nigeria',
        level: 4,
        area: { places: [expect.objectContaining({ kind: 'admin1', code: 'NG.27' })], except: [] },
      }),
    );
    expect(nigeria.regions).toContainEqual(expect.objectContaining({ name: 'Bauchi State', level: 3 }));
    // "the state of Sinaloa, except:" and its list: Mazatlán is excepted.
    const sinaloa = advisory('uk', 'mexico').regions.find((region) => /state of Sinaloa/.test(region.name))!;
    expect(kinds(sinaloa.area!.places)).toEqual(['admin1 MX.25 Sinaloa']);
    expect(kinds(sinaloa.area!.except)).toEqual(expect.arrayContaining(['city Mazatlán']));
  });

  it('Canada: listed areas with their nested exceptions, and an area that lowers the level', () => {
    const colombia = advisory('ca', 'colombia');
    const meta = colombia.regions.find((region) => region.name.startsWith('Meta'))!;
    expect(kinds(meta.area!.except)).toContain('city Villavicencio');
    const nigeria = advisory('ca', 'nigeria');
    expect(nigeria.regions).toContainEqual(expect.objectContaining({ name: 'Calabar and Lagos', level: 2 }));
    const calabar = nigeria.regions.find((region) => region.name === 'Calabar and Lagos')!;
    expect(kinds(calabar.area!.places)).toEqual(['city Calabar', 'city Lagos']);
  });

  it('Australia and Ireland: lists under "Do not travel to", not the country-wide line', () => {
    const nigeria = advisory('au', 'nigeria');
    expect(nigeria.level).toBe(3);
    expect(nigeria.regions.map((region) => region.name)).not.toContainEqual(expect.stringMatching(/overall/));
    expect(nigeria.regions).toContainEqual(expect.objectContaining({ name: 'Borno', level: 4 }));
    const ireland = advisory('ie', 'nigeria');
    expect(ireland.regions).toContainEqual(expect.objectContaining({ name: 'Borno state', level: 4 }));
  });
});

describe('every page format a source uses yields its list', () => {
  const names = (source: AdvisorySource, slug: string) =>
    advisory(source, slug).regions.map((region) => `${region.level} ${region.name}`);

  it('US: a bold "Do Not Travel to:" line after a bold paragraph, and a plain "Reconsider Travel To:" line', () => {
    expect(names('us', 'kenya')).toEqual(
      expect.arrayContaining([
        '4 West Pokot and western Turkana County',
        '3 The Nairobi neighborhoods of Eastleigh and Kibera',
      ]),
    );
    expect(names('us', 'tanzania')).toEqual(['3 Mtwara Region in southern Tanzania']);
    // "Specified Areas" points to the places below; it is none.
    expect(names('us', 'kenya').join(' ')).not.toMatch(/Specified Areas/);
  });

  it('US: one page for several territories gives each its own level, words and summary (Macau)', () => {
    const macau = advisory('us', 'macau');
    expect(macau).toMatchObject({ countryCode: 'MO', level: 3, sourceLevel: 'Level 3: Reconsider Travel' });
    expect(macau.summary).toMatch(/^Reconsider travel/);
    const page = recordedDocument('us', 'macau').document;
    const china = ADAPTERS.us.parse({ ...page, sourceCountryName: 'China' }, RETRIEVED)!.advisory!;
    expect(china).toMatchObject({ countryCode: 'CN', level: 2 });
    expect(china.summary).toMatch(/Mainland China/);
  });

  it('UK: the sentences and lists right under "Areas where FCDO advises against travel", with no group heading', () => {
    const myanmar = advisory('uk', 'myanmar').regions;
    expect(myanmar).toContainEqual(expect.objectContaining({ name: 'Chin State', level: 4 }));
    expect(myanmar).toContainEqual(expect.objectContaining({ name: 'Mandalay Region', level: 3 }));
    expect(myanmar.every((region) => region.group === undefined)).toBe(true);
  });

  it('Canada: "Within Guatemala City:" over a list makes each zone a part of the city', () => {
    const zones = advisory('ca', 'guatemala').regions.filter((region) => /^Zones? /.test(region.name));
    expect(zones.map((zone) => zone.name)).toEqual(['Zone 1', 'Zone 3', 'Zones 5–7', 'Zone 18', 'Zone 21']);
    for (const zone of zones)
      expect(zone.area!.places).toEqual([
        expect.objectContaining({ kind: 'part', of: 'city', name: 'Guatemala City' }),
      ]);
  });

  it('Canada: "This warning includes … the cities of:" over a list keeps one area, the towns in it', () => {
    const section = {
      heading: 'Border with Burkina Faso - Avoid all travel',
      depth: 3,
      body: [
        '[Avoid all travel](#levels "Risk Levels") to within 30 km of the border with Burkina Faso, due to military operations.',
        '',
        'This warning includes the city and area north of Dapaong, travel along the N28 and N16 highways, as well as the cities of:',
        '',
        '* Cinkassé',
        '* Korbongou',
      ].join('\n'),
    };
    const regions = caRegions([section], undefined, 'TG', 'Togo');
    expect(regions).toEqual([
      expect.objectContaining({
        name: 'within 30 km of the border with Burkina Faso, including the cities of Cinkassé, Korbongou',
        level: 4,
      }),
    ]);
    expect(kinds(resolveArea(regions[0]!.name, 'TG').places)).toEqual(['border BF 30 km']);
  });

  it('Australia: "Do not travel to the following locations due to ...:" and its list', () => {
    expect(names('au', 'ethiopia')).toEqual(
      expect.arrayContaining(['4 Amhara Regional State', '4 Tigray Regional State']),
    );
    expect(names('au', 'ethiopia').join(' ')).not.toMatch(/the following locations/);
  });

  it('Ireland: "The Irish Embassy advises against all travel to:" and its list', () => {
    expect(names('ie', 'pakistan')).toEqual(expect.arrayContaining(['4 the province of Balochistan']));
  });

  it('Ireland: a sentence about such areas, another country and the whole country are no region', () => {
    const insurance =
      'You should be aware that **if you travel to areas of the country where the Department advises against all travel, your travel insurance is likely to be invalidated**.';
    expect(ieRegions(insurance, 'ET', 'Ethiopia')).toEqual([]);
    const ukraine = '**The Department strongly advises against all travel to Ukraine, for any purpose.**';
    expect(ieRegions(ukraine, 'PL', 'Poland')).toEqual([]);
    expect(ieRegions(ukraine, 'UA', 'Ukraine')).toEqual([]);
    expect(ieRegions('We advise against all travel to Tigray, for any purpose.', 'ET', 'Ethiopia')).toEqual([
      expect.objectContaining({ name: 'Tigray', level: 4 }),
    ]);
  });

  it('never places "some areas within" a list of units as the units: parts of each', () => {
    expect(
      resolveArea('Some areas within the regions of Ayacucho, Cusco, and Junín', 'PE').places.map(
        (place) => place.kind,
      ),
    ).toEqual(['part', 'part', 'part']);
  });
});

describe('every area of the shipped snapshot', () => {
  const snapshot = loadSnapshot();

  it('carries the areas this resolver gives it (the snapshot is compiled with the code as it is)', () => {
    for (const record of snapshot.advisories) {
      for (const region of record.regions)
        expect(region.area).toEqual(resolveArea(region.name, record.countryCode, region.group));
    }
  });

  it('leaves no excepted name unplaced that is a town inside the area, whatever its accents', () => {
    const missed: string[] = [];
    for (const record of snapshot.advisories) {
      const gazetteer = gazetteerOf(record.countryCode);
      for (const region of record.regions) {
        const units = region.area!.places.flatMap((place) =>
          place.kind === 'admin1' ? [gazetteer.admin1.get(place.code)!] : [],
        );
        for (const excepted of region.area!.except) {
          if (excepted.kind !== 'text') continue;
          const key = placeKey(stripUnitWords(excepted.text).name);
          for (const unit of units) {
            const town = cityOf(key, gazetteer, unit);
            if (town && town !== 'ambiguous') missed.push(`${record.source} ${record.countryCode}: ${excepted.text}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  /** Just under the shipped snapshot’s shares (us 84% of areas and 91% of places, …). */
  const FLOORS: Record<AdvisorySource, { areas: number; places: number }> = {
    us: { areas: 0.9, places: 0.9 },
    uk: { areas: 0.9, places: 0.9 },
    ca: { areas: 0.9, places: 0.9 },
    au: { areas: 0.9, places: 0.9 },
    ie: { areas: 0.9, places: 0.9 },
  };

  it('reports the share resolved per source', () => {
    const shares: Record<string, string> = {};
    for (const source of ADVISORY_SOURCES) {
      const regions = snapshot.advisories
        .filter((record) => record.source === source)
        .flatMap((record) => record.regions);
      const resolved = regions.filter((region) => region.area && isResolved(region.area)).length;
      const places = regions.flatMap((region) => region.area?.places ?? []);
      const placed = places.filter((place) => place.kind !== 'text').length;
      shares[source] =
        `${resolved}/${regions.length} areas (${Math.round((100 * resolved) / regions.length)}%), ` +
        `${placed}/${places.length} places (${Math.round((100 * placed) / places.length)}%)`;
      const byKind = new Map<string, number>();
      for (const place of places) byKind.set(place.kind, (byKind.get(place.kind) ?? 0) + 1);
      shares[source] += ` — ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`;
      // The floor under today's figures, per source (docs/ADVISORIES.md): a change that resolves less fails.
      expect(resolved / regions.length).toBeGreaterThanOrEqual(FLOORS[source].areas);
      expect(placed / places.length).toBeGreaterThanOrEqual(FLOORS[source].places);
    }
    console.log(
      `areas resolved per source:\n${Object.entries(shares)
        .map(([source, share]) => `  ${source}: ${share}`)
        .join('\n')}`,
    );
  });
});
