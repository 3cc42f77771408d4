import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import ar from '@/i18n/messages/ar.json';
import { levelName, medianLine } from '@/lib/advisory-words';

const intlIn = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('the governments’ levels in the page’s language', () => {
  it('names each normalised level and says when a government gives none', () => {
    const intl = intlIn('en', en);
    expect(levelName(intl, 4)).toBe('Level 4: Do not travel');
    expect(levelName(intl, null)).toBe('No country-wide level');
    // The glossary's terms (docs/I18N.md).
    expect(levelName(intlIn('es', es), 3)).toBe('Nivel 3: Reconsiderar el viaje');
    expect(levelName(intlIn('ar', ar), 4)).toBe('المستوى 4: لا تسافر');
  });

  it('reads a half-step median as between two levels, with the language’s decimal sign', () => {
    const intl = intlIn('en', en);
    expect(medianLine(intl, 2)).toBe('level 2');
    expect(medianLine(intl, 2.5)).toBe('level 2.5 (between levels 2 and 3)');
    expect(medianLine(intlIn('es', es), 2.5)).toBe('nivel 2,5 (entre los niveles 2 y 3)');
  });
});
