/**
 * Every page of the traveller app as the server knows it: its route (the same patterns as the web
 * app's route table, which a unit test holds this to), whether search engines may index it, and
 * for the pages that say the same to everyone, their title and description. Pages built from the
 * read model (a city, a country, a post, a category, an alert) get theirs from page-heads.ts.
 */
import { decodedSegments, matchSegments, splitPath } from '../../platform/spa/route-match';

export type PageKind =
  /** The same for everyone: its head is written here. */
  | 'static'
  /** Signed-in, personal or transactional: `noindex`, never in the sitemap. */
  | 'private'
  /** Built from the read model: a city, a country, a forum post or category, an alert. */
  | 'destination'
  | 'destination-report'
  | 'country'
  | 'forum-post'
  | 'forum-category'
  | 'alert'
  /** A search's results: its own title, indexable, never in the sitemap. */
  | 'search';

export interface PageRoute {
  readonly pattern: string;
  readonly kind: PageKind;
  /** As the web app's route table names the page; the home page has none. */
  readonly title?: string;
  readonly description?: string;
}

export const HOME_TITLE = 'SafeTrails | Travel safety for solo travellers';
export const HOME_DESCRIPTION =
  'SafeTrails is a travel safety companion for solo travellers, especially solo female travellers: what five governments advise for each city, emergency numbers, official alerts and a community.';

export const PAGE_TABLE: readonly PageRoute[] = [
  { pattern: '/', kind: 'static', description: HOME_DESCRIPTION },
  {
    pattern: '/waitlist',
    kind: 'static',
    title: 'Join the Waitlist',
    description: 'Join the SafeTrails early-access waitlist: safety information for solo travellers, city by city.',
  },
  { pattern: '/thank-you', kind: 'private', title: 'Thank you' },
  {
    pattern: '/how-it-works',
    kind: 'static',
    title: 'How it Works',
    description:
      "How SafeTrails works: each city's safety score starts from what five governments advise for its area, travellers' ratings move it, and every fact has its source and date.",
  },
  {
    pattern: '/about',
    kind: 'static',
    title: 'About',
    description:
      'SafeTrails helps solo travellers, especially women travelling alone, explore the world with confidence: transparent safety scores, neighbourhood ratings, real-time alerts and a community of travellers.',
  },
  {
    pattern: '/privacy',
    kind: 'static',
    title: 'Privacy Policy',
    description: 'What SafeTrails collects, why, and how to erase it.',
  },
  { pattern: '/terms', kind: 'static', title: 'Terms of Service', description: 'The terms of using SafeTrails.' },
  { pattern: '/auth', kind: 'private', title: 'Sign in' },
  {
    pattern: '/dashboard',
    kind: 'static',
    title: 'Dashboard',
    description:
      'Explore destinations on SafeTrails: each city with its safety score and the governments’ advice, the safety map, alerts and the community’s latest posts.',
  },
  { pattern: '/saved-items', kind: 'private' },
  { pattern: '/verify-beta', kind: 'private', title: 'Verify Beta Access' },
  { pattern: '/search/:query', kind: 'search', title: 'Search destinations' },
  { pattern: '/destination/:id', kind: 'destination', title: 'Destination' },
  { pattern: '/alerts/:id', kind: 'alert', title: 'Safety Alert' },
  { pattern: '/unsubscribe', kind: 'private', title: 'Unsubscribe' },
  { pattern: '/confirm-email', kind: 'private', title: 'Confirm your address' },
  { pattern: '/trusted-contact', kind: 'private', title: 'Trusted contact' },
  { pattern: '/check-in', kind: 'private', title: 'Check in' },
  {
    pattern: '/countries',
    kind: 'static',
    title: 'Countries',
    description:
      "Every country's official travel advice from five governments (U.S., UK, Canada, Australia, Ireland), its most cautious level and the law on same-sex relations, to filter and compare.",
  },
  { pattern: '/country/:code', kind: 'country', title: 'Country' },
  { pattern: '/destination/:id/report', kind: 'destination-report', title: 'Safety report' },
  {
    pattern: '/feedback',
    kind: 'static',
    title: 'Feedback',
    description: 'Tell the SafeTrails team what works and what does not.',
  },
  {
    pattern: '/forums',
    kind: 'static',
    title: 'Community Forums',
    description: "Solo travellers' questions, stories and advice, by destination and topic, moderated.",
  },
  { pattern: '/forums/category/:slug', kind: 'forum-category', title: 'Forum Category' },
  { pattern: '/forums/post/:id', kind: 'forum-post', title: 'Forum Post' },
  { pattern: '/forums/new-post', kind: 'private', title: 'New Post' },
  { pattern: '/enhanced-dashboard', kind: 'private', title: 'Dashboard' },
  { pattern: '/profile', kind: 'private', title: 'Profile' },
  { pattern: '/profile/settings', kind: 'private', title: 'Safety Profile Settings' },
  { pattern: '/saved', kind: 'private', title: 'Saved Places' },
  { pattern: '/safety-alerts', kind: 'private', title: 'Safety Alerts' },
  { pattern: '/safety', kind: 'private', title: 'Safety network' },
  { pattern: '/trips', kind: 'private', title: 'Trips' },
  { pattern: '/trips/:id', kind: 'private', title: 'Trip' },
  { pattern: '/trips/:id/brief', kind: 'private', title: 'Trip brief' },
  { pattern: '/safety-alerts/settings', kind: 'private', title: 'Alert Settings' },
];

export const NOT_FOUND_TITLE = 'Page not found';

export interface MatchedPage {
  readonly route: PageRoute;
  /** The route's parameters by name, decoded: `/destination/:id` and `/destination/42` give `{ id: '42' }`. */
  readonly params: Readonly<Record<string, string>>;
}

const COMPILED = PAGE_TABLE.map((route) => ({ route, segments: splitPath(route.pattern) }));

/** The page a path opens, or null when no route has it (the app's "Page not found"). */
export function matchPage(pathname: string): MatchedPage | null {
  const segments = decodedSegments(pathname);
  if (!segments) return null;
  for (const { route, segments: pattern } of COMPILED) {
    const params = matchSegments(pattern, segments);
    if (params) return { route, params };
  }
  return null;
}
