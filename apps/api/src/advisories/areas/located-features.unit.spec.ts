/**
 * Named places no gazetteer holds, placed by a government's own words (located-features.ts): the
 * shipped file is what the snapshot's words give, and a name is placed only where its key words
 * are the same, as part of the unit, naming who placed it.
 */
import type { AreaPlace } from '@safetrails/contracts';
import { loadSnapshot } from '../snapshot/snapshot';
import { locatedFeaturesOf } from './compile-located-features.cli';
import { gazetteerOf } from './gazetteer';
import { LOCATED_FEATURES_PATH, featureKey, type LocatedFeatureFile } from './located-features';
import { resolveArea } from './resolve-area';
import { readFileSync } from 'node:fs';

const located = (place: AreaPlace | undefined) =>
  place?.kind === 'part' ? `${place.of} ${place.name} by ${place.locatedBy?.source ?? 'no one'}` : place?.kind;

describe('named places located by the governments’ words', () => {
  it('keys a name by its own words: not the kind of place, the side, an acronym or the unit it is in', () => {
    const tn = gazetteerOf('TN');
    expect(featureKey('The Mount Orbata area in the Gafsa governorate', tn)).toEqual(['orbata']);
    expect(featureKey('Orbata Mountains', tn)).toEqual(['orbata']);
    expect(featureKey('within 10km of Mount Mghila', tn)).toEqual(['mghila']);
    const pe = gazetteerOf('PE');
    expect(featureKey('the Valley of the Apurimac, Ene and Mantaro rivers (VRAEM)', pe)).toEqual(
      featureKey('the Valley of the Apurímac, Ene, and Mantaro Rivers, also known as the VRAEM region', pe),
    );
  });

  it('places a name another government puts in a unit as part of that unit, with its words', () => {
    const orbata = resolveArea('Mount Orbata', 'TN').places;
    expect(orbata.map(located)).toEqual(['admin1 Gafsa by us']);
    expect(orbata[0]!.kind === 'part' && orbata[0]!.locatedBy?.words).toBe(
      'The Mount Orbata area in the Gafsa governorate',
    );
    expect(resolveArea('the Chaambi Mountain National Park area', 'TN').places.map(located)).toEqual([
      'admin1 Al Qaşrayn by us',
    ]);
    // "the Delegation of Remada and Mount Orbata": each name on its own.
    expect(resolveArea('the Delegation of Remada and Mount Orbata', 'TN').places.map(located)).toEqual([
      'city Remada by no one',
      'admin1 Gafsa by us',
    ]);
    // A site named after a unit: "Comoé National Park" is in Bounkani (Australia's words), not the
    // Comoé district.
    expect(resolveArea('Comoé national park', 'CI').places.map(located)).toEqual(['admin2 Bounkani by au']);
    expect(resolveArea('Areas Near the Panguna Mine on the island of Bougainville', 'PG').places.map(located)).toEqual([
      'admin2 Central Bougainville by us',
    ]);
  });

  it('leaves a name no government places as words', () => {
    expect(resolveArea('Kibira National Park', 'BI').places.map((place) => place.kind)).toEqual(['text']);
    // The unit alone, or a town, is not a located name.
    expect(resolveArea('Gafsa', 'TN').places.map((place) => place.kind)).toEqual(['admin1']);
  });

  it('ships the file the snapshot’s words give', () => {
    const shipped = JSON.parse(readFileSync(LOCATED_FEATURES_PATH, 'utf8')) as LocatedFeatureFile;
    expect(locatedFeaturesOf(loadSnapshot())).toEqual(shipped);
  });
});
