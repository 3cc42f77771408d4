/** What each route declares about itself in the route table (read by the layout and placeholders). */
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMatches, type RouteObject } from 'react-router-dom';

export interface RouteHandle {
  /** The page title, shown as "{title} | SafeTrails" in the page's language; the home page has none. */
  readonly title?: MessageDescriptor;
  /** The route's path as written in the table (`/destination/:id`): set by `withRoutePatterns`. */
  readonly pattern?: string;
}

export function useRouteTitle(): string | undefined {
  const intl = useIntl();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return intl.formatMessage(handle.title);
  }
  return undefined;
}

/** The pattern of the page shown (`/destination/:id`), never its address. */
export function useRoutePattern(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.pattern) return handle.pattern;
  }
  return undefined;
}

/** Gives every route with a path its pattern in its handle, so a page knows which route it is. */
export function withRoutePatterns(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const own = route.handle as RouteHandle | undefined;
    const handle: RouteHandle | undefined = route.path ? { ...own, pattern: route.path } : own;
    const children = route.children ? withRoutePatterns(route.children) : undefined;
    return { ...route, handle, ...(children ? { children } : {}) } as RouteObject;
  });
}
