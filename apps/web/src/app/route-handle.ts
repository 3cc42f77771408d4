/** What each route declares about itself in the route table (read by the layout and placeholders). */
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** The page title, shown as "{title} | SafeTrails"; the home page has none. */
  readonly title?: string;
}

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
