/**
 * Which scripts, styles, messages and API reads each route needs before it can paint, for the server to name
 * in the page it sends (`<link rel="modulepreload">`, `<link rel="preload">`): on a phone's slow
 * connection the route's chunk and its first data then download beside the entry script instead of
 * after it has run. The reads come from src/app/route-reads.ts. Written at build time to
 * `dist/route-preloads.json` from the route table (`src/app/router.tsx`) and Vite's manifest; the
 * API reads it once at start (apps/api/src/platform/spa/route-preloads.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EVERY_PAGE_READS, ROUTE_READS } from '../src/app/route-reads.ts';
import { splitChunkName } from './message-chunks.ts';

export interface RoutePreload {
  /** The route's path as the router writes it: `/destination/:id`. */
  readonly path: string;
  readonly modules: readonly string[];
  readonly styles: readonly string[];
  /** API addresses the page reads on open, with the route's `:params` for the server to fill in. */
  readonly reads: readonly string[];
  /**
   * The message chunks the page needs in each language (src/i18n/load-messages.ts): a language's
   * first chunk (English's is in the entry) and the parts the route's screen imports.
   */
  readonly messages: Readonly<Record<string, readonly string[]>>;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

const MESSAGE_CHUNK = 'virtual:messages/';

/** `virtual:messages/pt-BR-more` is Brazilian Portuguese's; `virtual:messages/es` Spanish's first. */
const messageLocale = (key: string): string => splitChunkName(key.slice(MESSAGE_CHUNK.length)).locale;

/** The message chunks the given scripts fetch, by language. */
function messageChunks(
  keys: Iterable<string>,
  manifest: Readonly<Record<string, ManifestChunk>>,
  into: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const key of keys)
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (imported.startsWith(MESSAGE_CHUNK) && manifest[imported])
        (into[messageLocale(imported)] ??= []).push(`/${manifest[imported].file}`);
  return into;
}

/** `path: '/x'` and, in the same route object, `import('./routes/y')`. */
const ROUTE =
  /path: '([^']+)',(?:\s*handle: [^\n]*,)?\s*lazy: async \(\) => \(\{ Component: \(await import\('\.\/routes\/([\w-]+)'\)\)/g;

export function routeModules(routerSource: string): { path: string; module: string }[] {
  return [...routerSource.matchAll(ROUTE)].map(([, routePath, module]) => ({
    path: routePath,
    module: `src/app/routes/${module}.tsx`,
  }));
}

export function routePreloads(
  routes: readonly { path: string; module: string }[],
  manifest: Readonly<Record<string, ManifestChunk>>,
  reads: { readonly everyPage: readonly string[]; readonly byRoute: Readonly<Record<string, readonly string[]>> } = {
    everyPage: EVERY_PAGE_READS,
    byRoute: ROUTE_READS,
  },
): RoutePreload[] {
  const unrouted = Object.keys(reads.byRoute).filter((path) => !routes.some((route) => route.path === path));
  if (unrouted.length > 0)
    throw new Error(`route-preloads: reads for paths the route table lacks: ${unrouted.join(', ')}`);
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  // The entry's own imports are in the page already (Vite writes their modulepreload links).
  const entry = closure('index.html', new Set());
  const firstMessages = messageChunks(entry, manifest);
  return routes
    .filter((route) => manifest[route.module])
    .map((route) => {
      const keys = [...closure(route.module, new Set())].filter((key) => !entry.has(key));
      return {
        path: route.path,
        modules: keys.map((key) => `/${manifest[key].file}`),
        styles: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map((file) => `/${file}`),
        reads: [...reads.everyPage, ...(reads.byRoute[route.path] ?? [])],
        messages: messageChunks(
          keys,
          manifest,
          Object.fromEntries(Object.entries(firstMessages).map(([locale, files]) => [locale, [...files]])),
        ),
      };
    });
}

export function routePreloadsPlugin(root: string): Plugin {
  return {
    name: 'safetrails-route-preloads',
    apply: 'build',
    closeBundle() {
      const dist = path.join(root, 'dist');
      const routes = routeModules(readFileSync(path.join(root, 'src', 'app', 'router.tsx'), 'utf8'));
      if (routes.length === 0) throw new Error('route-preloads: no route found in src/app/router.tsx');
      const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(routePreloads(routes, manifest)));
    },
  };
}
