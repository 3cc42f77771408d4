/**
 * The links the page carries for the route it opens on: the route's scripts (`modulepreload`),
 * styles (`preload`), its messages in the page's language (`modulepreload`: a page at `/es/…` gets
 * the Spanish chunks, an address without a language the English ones) and first API reads
 * (`preload as="fetch"`), read from `route-preloads.json`,
 * which the web app's build writes beside index.html (its reads come from the web app's
 * src/app/route-reads.ts). Without them a phone fetches the entry script, runs it, and only then
 * learns which chunk and which data the route needs: more round trips on a slow connection before
 * anything is shown.
 *
 * Every link is `fetchpriority="low"`, as the entry's own tags are, and the server puts them beside
 * those tags in the page's after-paint template (front-ends.ts): the page's first HTML paints
 * without them, and they start when it has (the web app's scripts/scripts-after-paint.ts says why).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitLocalePath } from '@safetrails/contracts';
import { decodedSegments, matchSegments, splitPath } from './route-match';

interface RoutePreload {
  readonly path: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
  /** Absent in a build from before reads were named. */
  readonly reads?: readonly string[];
  /** The message chunks by language; absent in a build from before they were split. */
  readonly messages?: Readonly<Record<string, readonly string[]>>;
}

interface CompiledRoute {
  readonly segments: readonly string[];
  readonly links: string;
  /** The message chunks' links by language. */
  readonly messages: ReadonlyMap<string, string>;
  readonly reads: readonly string[];
}

const modulePreload = (href: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}" />`;

/** Asset paths come from our own build: `/assets/name-hash.js`; anything else is left out. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;
/** Reads are our own API's addresses, with `:param` placeholders. */
const READ = /^\/api\/[\w\-/:.?=&]+$/;
/** What a route parameter must look like to be put into an address: what the API accepts. */
const PARAMETER_VALUE = { id: /^[1-9]\d{0,8}$/, other: /^[\w-]{1,100}$/ } as const;

/** The read's address with its parameters filled in, or null when one is missing or malformed. */
function fillIn(read: string, values: Readonly<Record<string, string>>): string | null {
  let complete = true;
  const filled = read.replace(/:(\w+)/g, (_placeholder, name: string) => {
    const value = values[name];
    const pattern = name === 'id' ? PARAMETER_VALUE.id : PARAMETER_VALUE.other;
    if (value === undefined || !pattern.test(value)) {
      complete = false;
      return '';
    }
    return value;
  });
  return complete ? filled : null;
}

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
        segments: route.path === '*' ? ['*'] : splitPath(route.path),
        links: [
          ...route.modules.filter((href) => ASSET.test(href)).map(modulePreload),
          ...route.styles
            .filter((href) => ASSET.test(href))
            .map((href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}" />`),
        ].join(''),
        messages: new Map(
          Object.entries(route.messages ?? {}).map(([locale, files]) => [
            locale,
            files
              .filter((href) => ASSET.test(href))
              .map(modulePreload)
              .join(''),
          ]),
        ),
        reads: (route.reads ?? []).filter((read) => READ.test(read)),
      })),
    );
  }

  /** The links for a page's path (no query string), or '' when no route matches. */
  linksFor(pathname: string): string {
    // A page in another language (`/es/destination/42`) needs what the same page in English does,
    // and its own language's words.
    const { locale, path: pagePath } = splitLocalePath(pathname);
    const decoded = decodedSegments(pagePath);
    if (!decoded) return '';
    for (const route of this.routes) {
      const values = matchSegments(route.segments, decoded);
      if (values) return route.links + (route.messages.get(locale ?? 'en') ?? '') + this.readsOf(route, values);
    }
    return '';
  }

  private readsOf(route: CompiledRoute, values: Readonly<Record<string, string>>): string {
    return (
      route.reads
        .map((read) => fillIn(read, values))
        .filter((read): read is string => read !== null)
        // The page's fetch is same-origin with credentials; `crossorigin` makes the preload the same.
        .map(
          (href) =>
            `<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="${href.replace(/&/g, '&amp;')}" />`,
        )
        .join('')
    );
  }
}
