/**
 * The active language's messages only, each language its own chunk, fetched when the language is
 * chosen. They arrive parsed (scripts/precompiled-messages.ts), as English does in the code, so no
 * page carries the message parser. English's frame and landing page are in the entry script, the
 * rest of English a chunk fetched as the app starts: with its catalogue, a message that is plain
 * text is returned as it is, without building a formatter for it (react-intl builds one for every
 * default message), which cost the destination and search pages about 150 ms of main-thread time on
 * Lighthouse's phone.
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

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  // A copy: the rest of English is added to it once fetched (i18n-provider.tsx).
  if (locale === 'en') return { ...english };
  return (await catalogues[locale]()).default;
}

let moreEnglish: Promise<Messages> | null = null;

/**
 * The rest of English, beyond the frame and the landing page: asked for once, as early as the app
 * knows the page is English (main.tsx), so it arrives beside the route's own chunk.
 */
export function loadMoreEnglish(): Promise<Messages> {
  moreEnglish ??= import('virtual:messages/en-more').then((module) => module.default);
  return moreEnglish;
}
