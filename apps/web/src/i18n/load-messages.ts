/**
 * The active language's messages only, in chunks (scripts/message-chunks.ts), fetched when the
 * language is chosen and as the screens that need them open. They arrive parsed
 * (scripts/precompiled-messages.ts), as English does in the code, so no page carries the message
 * parser. English's first chunk (the app's frame and the landing page) is in the entry script;
 * another language's first chunk is fetched before the app first draws. A screen's other words are a
 * part (`account`, `dashboard`, `community`, `pages`, `more`) its route module imports as
 * `virtual:message-part/<part>`, which fetches that part in the page's language and joins it to the
 * catalogue before the module finishes loading (`joinPart`), so the screen's first draw is already
 * in her language; the server names the page's language's chunks in the page, so they download
 * beside the route's script. With its catalogue, a message that is plain text is returned as it is,
 * without building a formatter for it (react-intl builds one for every default message), which cost
 * the destination and search pages about 150 ms of main-thread time on Lighthouse's phone.
 */
import english from 'virtual:messages/en';
import type { MessageFormatElement } from 'react-intl';
import type { AppLocale } from './locales';

export type Messages = Record<string, MessageFormatElement[]>;
type Chunk = () => Promise<{ default: Messages }>;
/** How to fetch one part of the catalogue in each language (written by scripts/precompiled-messages.ts). */
export type PartChunks = Readonly<Record<AppLocale, Chunk>>;

const firstChunks: Readonly<Record<AppLocale, Chunk>> = {
  en: () => Promise.resolve({ default: english }),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  'pt-BR': () => import('virtual:messages/pt-BR'),
  ar: () => import('virtual:messages/ar'),
  'en-XA': () => import('virtual:messages/en-XA'),
};

/** The page's language, set before any screen's module can ask for its part. */
let pageLocale: AppLocale = 'en';
/** The parts the screens opened so far asked for, so that another language brings them too. */
const requested = new Map<string, PartChunks>();
/** The parts' messages that have arrived, by language. */
const arrived: Partial<Record<AppLocale, Messages>> = {};
/** The catalogue the page is drawing with: parts that arrive later join it in place. */
let shown: { readonly locale: AppLocale; readonly messages: Messages } | null = null;

function join(locale: AppLocale, more: Messages): void {
  Object.assign((arrived[locale] ??= {}), more);
  if (shown?.locale === locale) for (const [id, message] of Object.entries(more)) shown.messages[id] ??= message;
}

/** A language's catalogue: its first chunk and every part a screen opened so far has asked for. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  pageLocale = locale;
  const [first] = await Promise.all([
    firstChunks[locale](),
    ...[...requested.values()].map(async (chunks) => join(locale, (await chunks[locale]()).default)),
  ]);
  const messages = { ...first.default, ...arrived[locale] };
  shown = { locale, messages };
  return messages;
}

/**
 * A screen's part of the catalogue in the page's language, joined in place before the screen first
 * draws: nothing on screen changes, so nothing is drawn again. Unreachable (offline before it was
 * ever kept), the screen shows the code's English words rather than no screen.
 */
export async function joinPart(part: string, chunks: PartChunks): Promise<void> {
  requested.set(part, chunks);
  const locale = pageLocale;
  try {
    join(locale, (await chunks[locale]()).default);
  } catch {
    // The messages fall back to their English defaults (i18n-provider.tsx).
  }
}
