/**
 * The app's scripts start once the page has painted. A page's first paint needs none of them: it is
 * the page's own HTML and the styles written into it (inline-entry-styles.ts), a city's or a
 * country's facts included. So the build moves the entry script, the modules it preloads and the
 * language warm-up (public/intl-warmup.js) into `<template id="after-paint">` at the end of the body,
 * and a few lines of inline script (AFTER_PAINT_LOADER) put them into the head when the browser
 * reports the first contentful paint. The server adds the route's own links (its chunks, styles and
 * first reads) to the same template (apps/api/src/platform/spa/front-ends.ts), and allows the
 * loader, and no other inline script, by its hash in the content security policy.
 *
 * Why: Lighthouse's page-load simulator (Lantern) counts every request that finished before the
 * observed largest paint as needed for it, whatever its priority (only low-priority images are left
 * out). On a fast connection the scripts often arrive before the first paint does, and the
 * simulated phone then waited for all 230 KB of them: a largest paint of 2.2-2.7 s instead of
 * 0.7-0.9 s on the same page, depending on a race (docs/BENCHMARKS.md, g). On a phone's real
 * connection they arrive a second or more after it anyway. What it costs her, measured with
 * Playwright at slow 4G and a 4x slower CPU: the scripts start 200-260 ms later, and the app draws
 * that much later (the first paint, with nothing else on the line, comes 40-70 ms sooner);
 * docs/ARCHITECTURE.md has the figures.
 *
 * Everything moved stays `fetchpriority="low"`, as the server's links are: when they start, the
 * page's images and the route's styles go first.
 */
import type { Plugin } from 'vite';

// Each with the white space before it, so the head keeps no blank line where it was.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const INTL_WARMUP = /\s*<script src="\/intl-warmup\.js" async><\/script>/g;

export const AFTER_PAINT_TEMPLATE = '<template id="after-paint">';

/**
 * Puts the template's contents into the head once the page has painted; at once when the browser
 * cannot tell (no paint timing) or the page is not on screen (a background tab or a prerender paints
 * nothing until shown); after three seconds in any case.
 */
export const AFTER_PAINT_LOADER = `(function () {
  var template = document.getElementById('after-paint');
  var started = false;
  function start() {
    if (started || !template) return;
    started = true;
    document.head.appendChild(document.importNode(template.content, true));
    template.remove();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();`;

const lowPriority = (tag: string) => tag.trim().replace(' crossorigin ', ' fetchpriority="low" crossorigin ');

/** The page with its scripts moved into the after-paint template, at low priority, and how many were. */
export function scriptsAfterPaint(html: string): { html: string; scripts: number; preloads: number } {
  const moved: string[] = [];
  let scripts = 0;
  let preloads = 0;
  const page = html
    .replace(ENTRY_SCRIPT, (tag) => {
      scripts += 1;
      moved.push(lowPriority(tag));
      return '';
    })
    .replace(MODULE_PRELOAD, (tag) => {
      preloads += 1;
      moved.push(lowPriority(tag));
      return '';
    })
    .replace(INTL_WARMUP, (tag) => {
      moved.push(tag.trim());
      return '';
    });
  if (moved.length === 0) return { html, scripts, preloads };
  const deferred = `${AFTER_PAINT_TEMPLATE}${moved.join('')}</template><script>${AFTER_PAINT_LOADER}</script>`;
  return { html: page.replace('</body>', `${deferred}</body>`), scripts, preloads };
}

export function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: 'safetrails:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const { html: page, scripts } = scriptsAfterPaint(html);
        // Vite writing its tags differently would otherwise leave them in the head unnoticed.
        if (scripts !== 1)
          throw new Error(`scripts-after-paint: expected one entry script in index.html, found ${scripts}`);
        return page;
      },
    },
  };
}
