import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import { readingText, topicList } from './guide-text';

const intlIn = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('the governments’ findings in the page’s language', () => {
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
          messages: { 'guide.topic.drones': 'Drohnen', 'guide.topic.tap_water': 'Leitungswasser' },
        }),
        ['drones', 'tap_water'],
      ),
    ).toBe('Drohnen, Leitungswasser');
  });
});
