/**
 * The words a country page gives each place an area names: a zone along a line of control reads
 * as one, in English and in the traveller's language.
 */
import { createIntl } from 'react-intl';
import type { AreaPlace } from '@safetrails/contracts';
import fr from '@/i18n/messages/fr.json';
import { placeText } from './area-text';

const english = createIntl({ locale: 'en', messages: {} });
const french = createIntl({ locale: 'fr', messages: fr });

const zone = (line?: 'control'): AreaPlace => ({
  kind: 'border',
  text: 'the areas within 10 km of the Line of Control with India',
  neighbour: 'IN',
  km: 10,
  kmStated: true,
  ...(line ? { line } : {}),
  cityIds: [1, 2],
});

describe('area text', () => {
  it('says a zone is measured from a line of control where it is, from the border elsewhere', () => {
    expect(placeText(english, zone('control'))).toBe('within 10 km of the line of control with IN, 2 of our cities');
    expect(placeText(english, zone())).toBe('within 10 km of the border with IN, 2 of our cities');
    expect(placeText(french, zone('control'))).toMatch(/ligne de contrôle avec Inde/);
    expect(placeText(french, zone())).toMatch(/frontière avec Inde/);
  });
});
