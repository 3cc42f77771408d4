import { localePath, negotiateLocale, splitLocalePath } from './locale.constants';

describe('a language’s addresses', () => {
  it.each([
    ['/es/destination/42', 'es', '/destination/42'],
    ['/pt-br/country/BR', 'pt-BR', '/country/BR'],
    ['/pt-BR/country/BR', 'pt-BR', '/country/BR'],
    ['/ar', 'ar', '/'],
    ['/fr/', 'fr', '/'],
  ] as const)('%s is %s at %s', (address, locale, path) => {
    expect(splitLocalePath(address)).toEqual({ locale, path });
  });

  it('leaves an address that names no language we speak as it is', () => {
    for (const address of ['/destination/42', '/en/destination/42', '/it/destination/42', '/og/x.png', '/esx/y', '/'])
      expect(splitLocalePath(address)).toEqual({ locale: null, path: address });
  });

  it('writes the same page at each language’s address, English without a prefix', () => {
    expect(localePath('es', '/destination/42')).toBe('/es/destination/42');
    expect(localePath('pt-BR', '/')).toBe('/pt-br');
    expect(localePath('en', '/destination/42')).toBe('/destination/42');
    expect(splitLocalePath(localePath('de', '/search/Lyon')).path).toBe('/search/Lyon');
  });

  it('picks the first of a browser’s languages we speak', () => {
    expect(negotiateLocale(['ja', 'pt-PT', 'en'])).toBe('pt-BR');
  });
});
