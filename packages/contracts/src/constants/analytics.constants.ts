/**
 * Product analytics without personal data (docs/ANALYTICS.md): what the web app may count, shared
 * by its tracker, the API's validation and the console. A page is counted by its route pattern,
 * never its address; an action by a name from this list, never free text; a day, never a time.
 */

export const ANALYTICS_EVENT_TYPES = ['page_view', 'action', 'scroll', 'funnel_step'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/**
 * Every route pattern of the traveller app (apps/web/src/app/router.tsx; a unit test keeps the two
 * in step). `*` is the not-found page.
 */
export const ANALYTICS_ROUTES = [
  '/',
  '/waitlist',
  '/thank-you',
  '/how-it-works',
  '/about',
  '/privacy',
  '/terms',
  '/auth',
  '/dashboard',
  '/saved-items',
  '/verify-beta',
  '/search/:query',
  '/destination/:id',
  '/countries',
  '/country/:code',
  '/destination/:id/report',
  '/feedback',
  '/forums',
  '/forums/category/:slug',
  '/forums/post/:id',
  '/forums/new-post',
  '/enhanced-dashboard',
  '/profile',
  '/profile/settings',
  '/saved',
  '/safety-alerts',
  '/safety-alerts/settings',
  '/alerts/:id',
  '/unsubscribe',
  '/confirm-email',
  '/trusted-contact',
  '/check-in',
  '/safety',
  '/trips',
  '/trips/:id',
  '/trips/:id/brief',
  '*',
] as const;
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number];

/** The actions worth counting, named on their buttons with `data-analytics` (or recorded on success). */
export const ANALYTICS_ACTIONS = [
  'open-waitlist-form',
  'waitlist-joined',
  'search',
  'save-destination',
  'unsave-destination',
  'rate-destination',
  'submit-tip',
  'report-neighbourhood',
  'call-emergency-number',
  'open-official-advice',
  'share-destination',
  'share-country',
  'print-report',
  'new-post',
  'post-comment',
  'react',
  'sign-in',
  'send-feedback',
] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** Scroll depth is counted in quarters of the page. */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/** A step of a funnel: a page view of a route, or an action. */
export type FunnelStepMatch =
  | { readonly type: 'page_view'; readonly route: AnalyticsRoute }
  | { readonly type: 'action'; readonly action: AnalyticsAction };

export interface AnalyticsFunnel {
  readonly label: string;
  readonly steps: readonly (FunnelStepMatch & { readonly label: string })[];
}

/**
 * The funnels the console draws. The browser decides progress within one tab (sessionStorage) and
 * sends only "step n reached": no identifier ever links two requests.
 */
export const ANALYTICS_FUNNELS = {
  waitlist: {
    label: 'Landing → waitlist join',
    steps: [
      { type: 'page_view', route: '/', label: 'Landing page' },
      { type: 'action', action: 'open-waitlist-form', label: 'Opened the form' },
      { type: 'action', action: 'waitlist-joined', label: 'Joined' },
    ],
  },
  save: {
    label: 'Search → destination → save',
    steps: [
      { type: 'page_view', route: '/search/:query', label: 'Searched' },
      { type: 'page_view', route: '/destination/:id', label: 'Opened a destination' },
      { type: 'action', action: 'save-destination', label: 'Saved it' },
    ],
  },
} as const satisfies Record<string, AnalyticsFunnel>;
export type AnalyticsFunnelName = keyof typeof ANALYTICS_FUNNELS;
export const ANALYTICS_FUNNEL_NAMES = Object.keys(ANALYTICS_FUNNELS) as AnalyticsFunnelName[];

export const ANALYTICS_BATCH_MAX_EVENTS = 50;
export const ANALYTICS_BATCH_MAX_BYTES = 16 * 1024;
/** How old an event's day may be when it arrives (an offline phone sends late), and how long raw events stay in the read model. */
export const ANALYTICS_RETENTION_DAYS = 30;
/** The longest range the console's summary covers at once. */
export const ANALYTICS_SUMMARY_MAX_DAYS = 366;
