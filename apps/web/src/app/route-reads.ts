/**
 * The API reads a page starts with, by route (the route table's paths, src/app/router.tsx). The
 * server names them in the page it sends (`<link rel="preload" as="fetch">`, from
 * `dist/route-preloads.json`), so on a phone's slow connection they download beside the page's
 * scripts instead of after the scripts have run: the first screen no longer waits for two trips in
 * a row. Each is the exact address the page's query asks for, or the browser would fetch it twice;
 * e2e/page-load.e2e.spec.ts checks that every one is fetched once.
 *
 * A `:name` is the route's parameter of that name. The server fills it in only with a value the API
 * accepts (a positive whole number for `:id`; letters, digits, `-` and `_` otherwise) and names
 * nothing for any other, so a malformed address never costs a request the page would not make.
 *
 * Only reads every visitor makes: nothing that depends on who is signed in beyond "who am I".
 * Read by the build (scripts/route-preloads.ts), so it imports nothing.
 */

/** Every page's layout asks who is signed in (features/auth/hooks/use-user). */
export const EVERY_PAGE_READS: readonly string[] = ['/api/user'];

export const ROUTE_READS: Readonly<Record<string, readonly string[]>> = {
  // The waitlist counter and the latest sign-ups (RECENT_SIGNUPS_FETCHED) in the hero.
  '/': ['/api/waitlist/stats', '/api/waitlist/recent?limit=4'],
  '/forums': ['/api/forum/categories', '/api/forum/stats'],
  '/forums/category/:slug': ['/api/forum/categories/slug/:slug'],
  '/destination/:id': ['/api/destinations/:id'],
  // The destination picker (the catalogue is read only when the Explore tab is open).
  '/dashboard': ['/api/destinations/featured'],
};
