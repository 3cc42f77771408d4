/**
 * Where to go once a visitor has signed in or verified beta access: the page a guard turned them
 * away from. It travels in navigation state and, so that a reload keeps it, in a `?from=` parameter.
 */
import { useLocation, type Location, type To } from 'react-router-dom';

type PathParts = Pick<Location, 'pathname'> & Partial<Pick<Location, 'search' | 'hash'>>;

export interface FromState {
  readonly from?: PathParts;
}

export function pathOf({ pathname, search = '', hash = '' }: PathParts): string {
  return `${pathname}${search}${hash}`;
}

/** The redirect to `target` (e.g. /auth) that remembers the current location. */
export function redirectRemembering(target: string, location: Location): { to: To; state: FromState } {
  const search = new URLSearchParams({ from: pathOf(location) });
  return { to: { pathname: target, search: `?${search.toString()}` }, state: { from: location } };
}

/** The remembered page, or `fallback` when there is none or it is not a safe place to go. */
export function useReturnTo(fallback = '/dashboard'): string {
  const location = useLocation();
  const fromState = (location.state as FromState | null)?.from;
  const candidate = fromState?.pathname ? pathOf(fromState) : new URLSearchParams(location.search).get('from');
  return safeReturnPath(candidate, location.pathname, window.location.origin) ?? fallback;
}

/**
 * `candidate` as a path on this site, or null. Resolving it the way the browser would catches what
 * would leave the site ("//host", "/\host", a tab inside "//"); going back to the page we are on
 * would loop.
 */
export function safeReturnPath(candidate: string | null, currentPathname: string, origin: string): string | null {
  if (!candidate?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === currentPathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The admin console is another app on this origin: reaching it takes a full page load. */
export function isOtherApp(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
