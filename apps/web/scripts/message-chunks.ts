/**
 * English comes in six chunks: `en`, what a page needs before it paints (the app's frame and the
 * landing page, in the entry script); `en-account`, the traveller's own screens (profile, saved
 * places, safety profile, alert settings, the pages our emails' links open); `en-dashboard`, the
 * dashboard's; `en-community`, the forums' and the feedback hub's; `en-pages`, the static pages
 * (about, how it works, privacy, terms); and `en-more`, the rest (a city's and a country's pages,
 * search, alerts). Each is fetched with the routes that show it, so no page carries another screen's
 * words. Until a chunk arrives a message is formatted from the code's own default, the same words,
 * only more slowly. Another language is one chunk, whole.
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

/** The namespaces only her own screens show: signing in and up, her account, the links in her emails. */
export const ACCOUNT_NAMESPACES = [
  'alertSettings',
  'auth',
  'joinWaitlist',
  'listField',
  'messageLink',
  'opensWithBeta',
  'priority',
  'profile',
  'safetyProfile',
  'saved',
  'thankYou',
];

/** The namespaces only the dashboard shows (its contributions: ratings, tips, neighbourhood reports). */
export const DASHBOARD_NAMESPACES = ['communityActivity', 'dashboard', 'issue', 'nbReport', 'rating', 'tip'];

/** The namespaces of the forums and the feedback hub. */
export const COMMUNITY_NAMESPACES = ['feedback', 'forum'];

/** The namespaces of the static pages. */
export const PAGES_NAMESPACES = ['about', 'howItWorks', 'legal', 'privacy', 'terms'];

export const ENGLISH_CHUNKS = ['en', 'en-account', 'en-dashboard', 'en-community', 'en-pages', 'en-more'] as const;

const CHUNK_NAMESPACES: readonly (readonly [(typeof ENGLISH_CHUNKS)[number], readonly string[]])[] = [
  ['en', FIRST_PAINT_NAMESPACES],
  ['en-account', ACCOUNT_NAMESPACES],
  ['en-dashboard', DASHBOARD_NAMESPACES],
  ['en-community', COMMUNITY_NAMESPACES],
  ['en-pages', PAGES_NAMESPACES],
];

/** Which of English's chunks holds a message. */
export function englishChunkOf(id: string): (typeof ENGLISH_CHUNKS)[number] {
  const namespace = id.split('.')[0];
  return CHUNK_NAMESPACES.find(([, namespaces]) => namespaces.includes(namespace))?.[0] ?? 'en-more';
}

/** The messages a chunk holds: a language's whole catalogue, or one of English's parts. */
export function chunkMessages(locale: string, catalogue: Readonly<Record<string, string>>): Record<string, string> {
  if (!(ENGLISH_CHUNKS as readonly string[]).includes(locale)) return { ...catalogue };
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => englishChunkOf(id) === locale));
}
