import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import { distanceAway as away } from './alert-labels';
import { metresBetween, radiusText } from './distance';

const intl = createIntl({ locale: 'en', messages: en });
const distanceText = (metres: number) => away(intl, metres);

describe('distances', () => {
  it('reads metres under a kilometre, to the nearest 10', () => {
    expect(distanceText(0)).toBe('0 m away');
    expect(distanceText(347)).toBe('350 m away');
  });

  it('reads kilometres to one decimal from a kilometre on', () => {
    expect(distanceText(1000)).toBe('1.0 km away');
    expect(distanceText(4949)).toBe('4.9 km away');
  });

  it("says the default radius as '5km'", () => {
    expect(radiusText(5000)).toBe('5km');
    expect(radiusText(800)).toBe('800m');
  });
});

describe('the distance between two points', () => {
  it('is the great-circle distance: Pokhara to a quake 9 km NNE of it', () => {
    const pokhara = { latitude: 28.26689, longitude: 83.96851 };
    expect(Math.round(metresBetween(pokhara, { latitude: 28.3449, longitude: 84.0012 }) / 100) / 10).toBe(9.2);
    expect(metresBetween(pokhara, pokhara)).toBe(0);
  });
});
