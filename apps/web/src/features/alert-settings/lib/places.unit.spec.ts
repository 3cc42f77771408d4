import { radiusChoices, radiusLabel, tripLabel } from './places';

describe('a monitored place as it reads', () => {
  it('names its radius, and a city its own area', () => {
    expect(radiusLabel(null, 'saved-city')).toBe('The city itself');
    expect(radiusLabel(null, 'point')).toBe('1 km around it');
    expect(radiusLabel(25_000, 'city')).toBe('25 km around it');
    expect(radiusChoices('point')).not.toContain(null);
    expect(radiusChoices('city')[0]).toBeNull();
  });

  it('names its trip', () => {
    expect(tripLabel(null)).toBe('Always');
    expect(tripLabel({ start: '2026-12-10', end: '2026-12-20' })).toMatch(/^10 Dec 2026 to 20 Dec 2026/);
  });
});
