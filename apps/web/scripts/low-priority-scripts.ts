/**
 * The app's entry script and the modules it preloads marked `fetchpriority="low"` in index.html,
 * as the server marks the links it adds for the route (apps/api/src/platform/spa/route-preloads.ts).
 * A page's first paint needs none of them: it is the page's own HTML and the styles written into it
 * (inline-entry-styles.ts), a city's or a country's facts included, and module scripts never block
 * rendering. The priority says so to the browser.
 *
 * It also says so to Lighthouse. Its page-load simulator (Lantern) counts a high-priority script
 * that finished downloading before the first paint as needed for that paint unless the trace shows
 * it ran later, and a module's run carries no address in the trace
 * (https://github.com/GoogleChrome/lighthouse/issues/17163). On a fast connection the scripts
 * often arrive before the first paint does, and the simulated phone then waited for all 230 KB of
 * them before painting: a first paint of 2.2-2.5 s instead of 0.7-1.0 s (docs/BENCHMARKS.md, g).
 *
 * The cost: over HTTP/1.1 Chromium starts low-priority requests one at a time while a
 * high-priority request issued from the page's head is in flight. The route's first reads are low
 * too, for that reason (they take the server longest); the route's stylesheets, small, are the only
 * such requests left (a preloaded stylesheet stays high).
 */
import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="/g;

/** The page with its module script and module preloads at low priority, and how many were. */
export function lowPriorityScripts(html: string): { html: string; scripts: number; preloads: number } {
  let scripts = 0;
  let preloads = 0;
  const page = html
    .replace(ENTRY_SCRIPT, () => {
      scripts += 1;
      return '<script type="module" fetchpriority="low" crossorigin src="';
    })
    .replace(MODULE_PRELOAD, () => {
      preloads += 1;
      return '<link rel="modulepreload" fetchpriority="low" crossorigin href="';
    });
  return { html: page, scripts, preloads };
}

export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'safetrails:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const { html: page, scripts } = lowPriorityScripts(html);
        // Vite writing its tags differently would otherwise leave them at high priority unnoticed.
        if (scripts !== 1)
          throw new Error(`low-priority-scripts: expected one entry script in index.html, found ${scripts}`);
        return page;
      },
    },
  };
}
