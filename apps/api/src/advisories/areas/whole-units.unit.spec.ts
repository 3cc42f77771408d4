/**
 * A part of a unit is never read as the whole unit: on the governments' own words, then over every
 * area of the shipped snapshot (docs/ADVISORIES.md "Parts of a unit").
 */
import type { AreaPlace } from '@safetrails/contracts';
import { loadSnapshot } from '../snapshot/snapshot';
import { namesUnitWhole } from './part-of-words.test-helper';
import { resolveArea } from './resolve-area';

const summary = (places: readonly AreaPlace[]) =>
  places.flatMap((place) =>
    place.kind === 'admin1' || place.kind === 'admin2'
      ? [`whole ${place.name}`]
      : place.kind === 'part' && place.of !== 'city'
        ? [`part of ${place.name}`]
        : [],
  );

describe('a unit named only under a part-of phrase', () => {
  it('is part of Kilifi where every clause naming it names a part (Smartraveller, Kenya)', () => {
    const area = resolveArea(
      'South Sudan and Ethiopia (except Mandera County where we continue to advise Do Not Travel), Lamu County and areas within Tana River and Kilifi Counties, extending 50km inland in Tana River County, and 50km inland in Kilifi County north of the Galana-Sabaki River',
      'KE',
    );
    expect(summary(area.places)).toContain('whole Lamu');
    expect(summary(area.places)).toContain('part of Kilifi');
    expect(summary(area.places)).not.toContain('whole Kilifi');
    expect(summary(area.places)).not.toContain('whole Tana River');
  });

  it('is part of a district named with a distance from a border (U.S., Rwanda)', () => {
    const area = resolveArea('Rubavu District within 10 kilometers of the DRC border', 'RW');
    expect(summary(area.places)).toEqual(['part of Rubavu District']);
  });

  it('stays whole where a side describes units, or belongs to a unit’s own name', () => {
    expect(
      summary(resolveArea('the northwestern states of Kaduna, Kano, Katsina, Sokoto and Zamfara', 'NG').places),
    ).toEqual(['whole Kaduna', 'whole Kano', 'whole Katsina', 'whole Sokoto', 'whole Zamfara']);
    expect(
      summary(
        resolveArea('North, Far North, Northwest, and Southwest Regions, and parts of East and Adamawa Regions', 'CM')
          .places,
      ),
    ).toEqual(expect.arrayContaining(['whole North', 'whole Far North', 'part of East', 'part of Adamaoua']));
  });

  it('stays whole where another clause names it whole', () => {
    const area = resolveArea('Tana River County, and coastal areas north of Malindi', 'KE');
    expect(summary(area.places)).toContain('whole Tana River');
  });
});

describe('every area of the shipped snapshot', () => {
  it('applies no unit whole whose every mention in the words is under a part-of phrase', () => {
    const widened: string[] = [];
    let whole = 0;
    for (const record of loadSnapshot().advisories) {
      for (const region of record.regions) {
        for (const place of region.area?.places ?? []) {
          if (place.kind !== 'admin1' && place.kind !== 'admin2') continue;
          whole++;
          if (!namesUnitWhole(region.name, place))
            widened.push(`${record.source} ${record.countryCode} ${place.name}: "${region.name}"`);
        }
      }
    }
    expect(whole).toBeGreaterThan(500);
    expect(widened).toEqual([]);
  });
});
