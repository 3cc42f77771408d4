/**
 * The active language's messages only: each catalogue is its own chunk, fetched when the language
 * is chosen. English needs none (its messages are the code's `defaultMessage`s); the pseudo-locale
 * is made from the English catalogue (pseudo-locale.ts).
 */
import type { AppLocale } from './locales';

export type Messages = Record<string, string>;

const catalogues = import.meta.glob<{ default: Messages }>('./messages/*.json');

export async function loadMessages(locale: AppLocale): Promise<Messages | undefined> {
  if (locale === 'en') return undefined;
  if (locale === 'en-XA') {
    const [{ default: english }, { pseudoLocalize }] = await Promise.all([
      catalogues['./messages/en.json'](),
      import('./pseudo-locale'),
    ]);
    return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoLocalize(message)]));
  }
  const load = catalogues[`./messages/${locale}.json`];
  return load ? (await load()).default : undefined;
}
