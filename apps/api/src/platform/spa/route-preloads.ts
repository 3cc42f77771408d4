/**
 * The links the page carries for the route it opens on: the route's scripts (`modulepreload`) and
 * styles (`preload`), read from `route-preloads.json`, which the web app's build writes beside
 * index.html. Without them a phone fetches the entry script, runs it, and only then learns which
 * chunk the route needs: one more round trip on a slow connection before anything is shown.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutePreload {
  readonly path: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

interface CompiledRoute {
  readonly segments: readonly string[];
  readonly links: string;
}

/** Asset paths come from our own build: `/assets/name-hash.js`; anything else is left out. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function matches(segments: readonly string[], pathSegments: readonly string[]): boolean {
  if (segments.length === 1 && segments[0] === '*') return true;
  return (
    segments.length === pathSegments.length &&
    segments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index])
  );
}

const split = (value: string) => value.split('/').filter((segment) => segment !== '');

export class RoutePreloads {
  private constructor(private readonly routes: readonly CompiledRoute[]) {}

  /** No file (an older build): no links, the app loads as before. */
  static load(webDir: string): RoutePreloads {
    const file = path.join(webDir, 'route-preloads.json');
    if (!existsSync(file)) return new RoutePreloads([]);
    return RoutePreloads.from(JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]);
  }

  static from(preloads: readonly RoutePreload[]): RoutePreloads {
    // The catch-all goes last, so a routed path never gets the not-found page's chunk.
    const ordered = [...preloads].sort((a, b) => Number(a.path === '*') - Number(b.path === '*'));
    return new RoutePreloads(
      ordered.map((route) => ({
        segments: route.path === '*' ? ['*'] : split(route.path),
        links: [
          ...route.modules
            .filter((href) => ASSET.test(href))
            .map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
          ...route.styles
            .filter((href) => ASSET.test(href))
            .map((href) => `<link rel="preload" as="style" crossorigin href="${href}" />`),
        ].join(''),
      })),
    );
  }

  /** The links for a page's path (no query string), or '' when no route matches. */
  linksFor(pathname: string): string {
    let decoded: string[];
    try {
      decoded = split(pathname).map((segment) => decodeURIComponent(segment));
    } catch {
      return '';
    }
    return this.routes.find((route) => matches(route.segments, decoded))?.links ?? '';
  }
}
