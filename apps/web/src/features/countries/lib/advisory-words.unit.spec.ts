import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import ar from '@/i18n/messages/ar.json';
import { levelName, medianLine } from './advisory-words';
import { readingText, topicList } from './guide-text';

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

  it('writes a period the page states in the language, and keeps one it cannot read as written', () => {
    const passport = { topic: 'passport_validity' as const, value: '6 months', offence: undefined, period: null };
    expect(readingText(intlIn('en', en), passport)).toBe('Valid for 6 months');
    expect(readingText(intlIn('es', es), passport)).toBe('Válido durante 6 meses');
    expect(readingText(intlIn('es', es), { ...passport, value: 'the duration of your stay' })).toBe(
      'Válido durante the duration of your stay',
    );
  });

  it('lower-cases topics inside a sentence, except German nouns', () => {
    expect(topicList(intlIn('en', en), ['drones', 'tap_water'])).toBe('drones, tap water');
    expect(
      topicList(
        createIntl({
          locale: 'de',
          messages: { 'guide.topic': '{topic, select, drones {Drohnen} other {Leitungswasser}}' },
        }),
        ['drones', 'tap_water'],
      ),
    ).toBe('Drohnen, Leitungswasser');
  });
});
