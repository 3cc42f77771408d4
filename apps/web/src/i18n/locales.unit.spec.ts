import { directionOf, negotiateLocale } from './locales';

describe('the language a browser gets', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['pt-BR'], 'pt-BR'],
    // The only Portuguese we have.
    [['pt-PT', 'en'], 'pt-BR'],
    [['de-AT'], 'de'],
    [['ar-EG'], 'ar'],
    // The first language we speak, not the first listed.
    [['ja', 'ko', 'fr-CA'], 'fr'],
    [['ja'], 'en'],
    [[], 'en'],
  ] as const)('%j gets %s', (preferred, expected) => {
    expect(negotiateLocale(preferred)).toBe(expected);
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'es', 'fr', 'de', 'pt-BR', 'en-XA'].map((locale) => directionOf(locale as 'en'))).toEqual(
      Array(6).fill('ltr'),
    );
  });
});
