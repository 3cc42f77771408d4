/**
 * The active language's messages only, each language its own chunk, fetched when the language is
 * chosen. They arrive parsed (scripts/precompiled-messages.ts), as English does in the code, so no
 * page carries the message parser. English's frame and landing page are in the entry script, the
 * rest of English two chunks the screens beyond them import (more-english.ts for the guide's pages,
 * account-english.ts for her own screens), preloaded with their own: with its catalogue, a message that is plain text is returned as it is, without building a
 * formatter for it (react-intl builds one for every default message), which cost the destination
 * and search pages about 150 ms of main-thread time on Lighthouse's phone.
 */
import english from 'virtual:messages/en';
import type { MessageFormatElement } from 'react-intl';
import type { AppLocale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;

const catalogues: Readonly<Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Messages }>>> = {
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  'pt-BR': () => import('virtual:messages/pt-BR'),
  ar: () => import('virtual:messages/ar'),
  'en-XA': () => import('virtual:messages/en-XA'),
};

/** The English catalogue the page is using, which the rest of English joins (see more-english.ts). */
let englishCatalogue: Messages | null = null;
/** English's other chunks that have arrived (more-english.ts, account-english.ts). */
const moreEnglish: Messages = {};

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale !== 'en') return (await catalogues[locale]()).default;
  // A copy, which the rest of English joins once a screen that needs it has loaded.
  englishCatalogue = { ...english, ...moreEnglish };
  return englishCatalogue;
}

/**
 * The rest of English joins the catalogue in place, before the screen that needs it first draws
 * (its module imports it: more-english.ts): nothing on screen changes, so nothing is drawn again.
 */
export function addMoreEnglish(more: Messages): void {
  Object.assign(moreEnglish, more);
  if (englishCatalogue) for (const [id, message] of Object.entries(more)) englishCatalogue[id] ??= message;
}
