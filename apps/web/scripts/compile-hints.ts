/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the scripts a
 * page runs as it opens: the entry, each route's screen, and every chunk they import statically (the
 * `framework` chunk: React, the router, TanStack Query, react-intl; the helpers screens share). V8
 * otherwise compiles a function when it is first called, on the main thread, in the middle of the
 * first render; with the hint it compiles the whole file as it arrives, off the main thread. In
 * Lighthouse's trace of the landing page that compilation sat inside React's first render (docs/
 * BENCHMARKS.md (g) has what it changed).
 *
 * Left as they are: the message catalogues (data, not code) and what a screen loads later on demand
 * (the maps and Leaflet, the charts, dialogs, the service worker's helper), so no phone compiles
 * ahead code it may never run. Browsers without the feature read the line as a comment.
 *
 * The line must open the file, so it goes in after Vite has put its preload map (`__vite__mapDeps`)
 * at the top of a chunk, which Vite does last, in its import analysis's `generateBundle`; the hint
 * is added at the end of that hook, before the Brotli and gzip copies are made from the code.
 */
import type { Plugin, ResolvedConfig } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the bundler says of a chunk. */
export interface ChunkFacts {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  /** Chunks this one imports statically (they run before it). */
  readonly imports: readonly string[];
}

const ROUTE_SCREEN = /[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;

/**
 * The chunks a page runs as it opens: the entries, the route screens (loaded with the page, named in
 * dist/route-preloads.json), and what those import statically, transitively.
 */
export function chunksRunOnOpen(chunks: readonly ChunkFacts[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const open = new Set<string>();
  const pending = chunks
    .filter((chunk) => chunk.isEntry || (chunk.facadeModuleId !== null && ROUTE_SCREEN.test(chunk.facadeModuleId)))
    .map((chunk) => chunk.fileName);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (open.has(name)) continue;
    open.add(name);
    pending.push(...(byName.get(name)?.imports ?? []));
  }
  return open;
}

type GenerateBundle = (this: unknown, ...args: unknown[]) => unknown;
export type Bundle = Record<string, { type: string; code?: string } & Partial<ChunkFacts>>;

/** Puts the hint at the top of each chunk a page runs as it opens (once). */
export function addCompileHints(bundle: Bundle): void {
  const chunks = Object.values(bundle).filter(
    (item): item is Bundle[string] & ChunkFacts & { code: string } => item.type === 'chunk',
  );
  for (const name of chunksRunOnOpen(chunks)) {
    const chunk = bundle[name];
    if (chunk?.code !== undefined && !chunk.code.startsWith(COMPILE_HINT)) {
      chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    }
  }
}

/** Runs `after` at the end of the plugin's `generateBundle`, whichever form the hook takes. */
function appendToGenerateBundle(plugin: Plugin, after: (bundle: Bundle) => void): void {
  const hook = plugin.generateBundle as GenerateBundle | { handler: GenerateBundle } | undefined;
  if (hook === undefined) throw new Error(`${plugin.name} has no generateBundle hook to follow`);
  const original = typeof hook === 'function' ? hook : hook.handler;
  const wrapped: GenerateBundle = async function (this: unknown, ...args: unknown[]) {
    await original.apply(this, args);
    after(args[1] as Bundle);
  };
  if (typeof hook === 'function') plugin.generateBundle = wrapped as Plugin['generateBundle'];
  else hook.handler = wrapped;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'safetrails:compile-hints',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      const importAnalysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      if (importAnalysis === undefined) throw new Error('compile hints: Vite import analysis plugin not found');
      appendToGenerateBundle(importAnalysis, addCompileHints);
    },
  };
}
