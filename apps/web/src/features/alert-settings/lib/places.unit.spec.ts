import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import { radiusChoices, radiusLabel, tripLabel } from './places';

const english = createIntl({ locale: 'en', messages: en });

describe('a monitored place as it reads', () => {
  it('names its radius, and a city its own area', () => {
    expect(radiusLabel(english, null, 'saved-city')).toBe('The city itself');
    expect(radiusLabel(english, null, 'point')).toBe('1 km around it');
    expect(radiusLabel(english, 25_000, 'city')).toBe('25 km around it');
    expect(radiusChoices('point')).not.toContain(null);
    expect(radiusChoices('city')[0]).toBeNull();
  });

  it('names its trip', () => {
    expect(tripLabel(english, null)).toBe('Always');
    expect(tripLabel(english, { start: '2026-12-10', end: '2026-12-20' })).toMatch(/^10 Dec 2026 to 20 Dec 2026/);
  });

  it('reads in her language', () => {
    const spanish = createIntl({ locale: 'es', messages: es });
    expect(radiusLabel(spanish, 25_000, 'city')).toMatch(/^25\skm/);
    expect(tripLabel(spanish, { start: '2026-12-10', end: '2026-12-20' })).toBe(
      'del 10 dic 2026 al 20 dic 2026 (alertas desde una semana antes)',
    );
  });
});
