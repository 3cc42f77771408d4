import { homeCountryCodeOf } from './home-country';

describe('a home country in her words', () => {
  it('reads a code, an English name, a common other name, and the name in any language the app speaks', () => {
    expect(homeCountryCodeOf('gb')).toBe('GB');
    expect(homeCountryCodeOf('United Kingdom')).toBe('GB');
    expect(homeCountryCodeOf('UK')).toBe('GB');
    expect(homeCountryCodeOf('Reino Unido')).toBe('GB');
    expect(homeCountryCodeOf('Royaume-Uni')).toBe('GB');
    expect(homeCountryCodeOf('Vereinigtes Königreich')).toBe('GB');
    expect(homeCountryCodeOf('المملكة المتحدة')).toBe('GB');
    expect(homeCountryCodeOf('  méxico ')).toBe('MX');
  });

  it('leaves what it cannot read unresolved', () => {
    expect(homeCountryCodeOf('Atlantis')).toBeNull();
    expect(homeCountryCodeOf('')).toBeNull();
    expect(homeCountryCodeOf(null)).toBeNull();
  });
});
