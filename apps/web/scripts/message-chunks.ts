/**
 * Every language comes in seven chunks: `<locale>`, what a page needs before it paints (the app's frame
 * and the landing page, the header's "I'm OK" and SOS; English's is in the entry script); `<locale>-account`,
 * the traveller's own screens (profile, saved places, safety profile, alert settings, the pages our
 * emails' links open); `<locale>-safety`, her safety network's (trips, check-ins, contacts, SOS);
 * `<locale>-dashboard`, the dashboard's; `<locale>-community`, the forums' and the feedback hub's;
 * `<locale>-pages`, the static pages (about, how it works, privacy, terms); and `<locale>-more`, the
 * rest (a city's and a country's pages, search, alerts). Each is fetched with the routes that show
 * it, in the page's language only (src/i18n/message-parts.ts), so no page carries another screen's
 * words or another language's.
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
  'safetyBar',
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

/** Her safety network's screens: trips and their briefs, check-ins, contacts, SOS, the links her messages carry. */
export const SAFETY_NAMESPACES = ['safety'];

/** The namespaces of the static pages. */
export const PAGES_NAMESPACES = ['about', 'howItWorks', 'legal', 'privacy', 'terms'];

/** A catalogue's parts beyond the first: each a chunk of every language. */
export const MESSAGE_PARTS = ['account', 'dashboard', 'community', 'pages', 'safety', 'more'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

const PART_NAMESPACES: readonly (readonly [MessagePart, readonly string[]])[] = [
  ['account', ACCOUNT_NAMESPACES],
  ['dashboard', DASHBOARD_NAMESPACES],
  ['community', COMMUNITY_NAMESPACES],
  ['pages', PAGES_NAMESPACES],
  ['safety', SAFETY_NAMESPACES],
];

/** Which chunk holds a message: null for the first, else its part. */
export function partOf(id: string): MessagePart | null {
  const namespace = id.split('.')[0];
  if (FIRST_PAINT_NAMESPACES.includes(namespace)) return null;
  return PART_NAMESPACES.find(([, namespaces]) => namespaces.includes(namespace))?.[0] ?? 'more';
}

/** A chunk's name read back: `pt-BR-more` is Brazilian Portuguese's `more` part, `es` Spanish's first. */
export function splitChunkName(chunk: string): { readonly locale: string; readonly part: MessagePart | null } {
  const part = MESSAGE_PARTS.find((name) => chunk.endsWith(`-${name}`));
  return part ? { locale: chunk.slice(0, -part.length - 1), part } : { locale: chunk, part: null };
}

/** The messages a chunk holds, of its language's whole catalogue. */
export function chunkMessages(chunk: string, catalogue: Readonly<Record<string, string>>): Record<string, string> {
  const { part } = splitChunkName(chunk);
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => partOf(id) === part));
}
