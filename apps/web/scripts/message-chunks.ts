/**
 * The English a page needs before it paints: the app's frame and the landing page. English comes in
 * two chunks, `en` (these, in the entry script) and `en-more` (the rest, fetched as the app starts,
 * without holding its first render: until it arrives a message is formatted from the code's own
 * default, the same words, only more slowly).
 */
export const FIRST_PAINT_NAMESPACES = [
  'account',
  'app',
  'footer',
  'header',
  'landing',
  'language',
  'logo',
  'nav',
  'offline',
  'outbox',
  'waitlist',
];

const firstPaint = (id: string) => FIRST_PAINT_NAMESPACES.includes(id.split('.')[0]);

/** The messages a chunk holds: a language's whole catalogue, or one of English's two parts. */
export function chunkMessages(locale: string, catalogue: Readonly<Record<string, string>>): Record<string, string> {
  if (locale !== 'en' && locale !== 'en-more') return { ...catalogue };
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => firstPaint(id) === (locale === 'en')));
}
