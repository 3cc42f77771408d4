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
  return isSafeReturn(candidate, location.pathname) ? candidate : fallback;
}

function isSafeReturn(path: string | null, currentPathname: string): path is string {
  // A path on this site only: "//host" and "/\host" would send the visitor elsewhere.
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Going "back" to the page we are on would loop.
  return new URL(path, window.location.origin).pathname !== currentPathname;
}
