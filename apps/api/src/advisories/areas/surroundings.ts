/** The ground a list names around a town or district ("and the immediate surrounding area"). */
import type { AreaPlace } from '@safetrails/contracts';
import { placeNamed, type CountryGazetteer } from './gazetteer';
import { partPlace } from './part-of';

/** The ground around a place the area names with it: "the town of Ben Guerdane and the immediate surrounding area". */
const SURROUNDINGS =
  /^(?:the\s+)?(?:immediate(?:ly)?\s+)?surrounding(?:\s+(?:areas?|territor(?:y|ies)|regions?|countryside))?$/i;

/**
 * The surroundings a list names beside a town or district, as part of the state it lies in: the
 * words do not say how far they reach, so the state's cities are told the area applies to part of
 * it, and the town or district itself keeps its own place.
 */
export function surroundingsOf(places: readonly AreaPlace[], gazetteer: CountryGazetteer): AreaPlace[] {
  const states = new Set<string>();
  for (const place of places) {
    if (place.kind === 'admin2') states.add(place.code.split('.').slice(0, 2).join('.'));
    if (place.kind === 'city') {
      const city = placeNamed(gazetteer, place);
      if (city?.admin1Code) states.add(city.admin1Code);
    }
  }
  const state = states.size === 1 ? gazetteer.admin1.get([...states][0]!) : undefined;
  return places.map((place) =>
    state && place.kind === 'text' && SURROUNDINGS.test(place.text.trim())
      ? partPlace(place.text, { kind: 'admin1', text: place.text, code: state.code, name: state.name }, gazetteer)
      : place,
  );
}
