/**
 * A shared page's preview (page-summary-words.ts in the contracts) names the levels with the same
 * glossary words as the app: a Spanish link's preview says what the Spanish page says.
 */
import { createIntl } from 'react-intl';
import { SUMMARY_WORDS } from '@safetrails/contracts';
import { levelName } from '@/lib/advisory-words';
import ar from './messages/ar.json';
import de from './messages/de.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ptBR from './messages/pt-BR.json';

const CATALOGUES = { es, fr, de, 'pt-BR': ptBR, ar } as const;

describe('the level names of a shared page’s preview', () => {
  it.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])('are the app’s in %s', (locale) => {
    const intl = createIntl({ locale, messages: CATALOGUES[locale] });
    for (const level of [1, 2, 3, 4] as const)
      expect(levelName(intl, level)).toContain(SUMMARY_WORDS[locale].levels[level]);
  });
});
