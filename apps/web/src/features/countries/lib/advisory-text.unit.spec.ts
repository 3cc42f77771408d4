import { mayBeOutdated, telHref } from './advisory-text';

describe('advisory text', () => {
  it('marks advice issued more than 90 days ago as possibly outdated', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(mayBeOutdated('2026-08-11T00:00:00Z', now)).toBe(true);
    expect(mayBeOutdated('2026-10-01T00:00:00Z', now)).toBe(false);
    expect(mayBeOutdated(null, now)).toBe(false);
  });

  it('makes a tel: link of a number as the sources write it', () => {
    expect(telHref('800-14-0081')).toBe('tel:800140081');
    expect(telHref('+33 1 44 17 67 00')).toBe('tel:+33144176700');
  });
});
