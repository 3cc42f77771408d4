import { runInNewContext } from 'node:vm';
import { AFTER_PAINT_LOADER, AFTER_PAINT_TEMPLATE, scriptsAfterPaint } from './scripts-after-paint';

const PAGE = `<html><head>
    <script src="/intl-warmup.js" async></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="modulepreload" crossorigin href="/assets/src-1.js">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"><header>SafeTrails</header></div></body></html>`;

describe('scriptsAfterPaint', () => {
  it("moves Vite's entry script, its module preloads and the language warm-up into the after-paint template, low", () => {
    const { html, scripts, preloads } = scriptsAfterPaint(PAGE);
    expect({ scripts, preloads }).toEqual({ scripts: 1, preloads: 2 });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).not.toMatch(/\n\s*\n/);
    const template = html.slice(html.indexOf(AFTER_PAINT_TEMPLATE), html.indexOf('</template>') + '</template>'.length);
    expect(template).toBe(
      AFTER_PAINT_TEMPLATE +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/src-1.js">' +
        '<script src="/intl-warmup.js" async></script></template>',
    );
    // The page's content comes first; the template and its loader close the body.
    expect(html).toContain(`<header>SafeTrails</header></div>${template}<script>${AFTER_PAINT_LOADER}</script></body>`);
  });

  it('leaves a page without the entry script as it is', () => {
    const page = '<html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>';
    expect(scriptsAfterPaint(page)).toEqual({ html: page, scripts: 0, preloads: 0 });
  });
});

describe('the after-paint loader', () => {
  /** A document with the template, as far as the loader uses one. */
  function documentWith(visibility: string, paintTypes: string[] | null) {
    const appended: unknown[] = [];
    let removed = false;
    let observer:
      ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null;
    const timers: (() => void)[] = [];
    const template = { content: 'the template contents', remove: () => void (removed = true) };
    const globals = {
      document: {
        visibilityState: visibility,
        getElementById: (id: string) => (id === 'after-paint' ? template : null),
        importNode: (content: unknown) => ({ imported: content }),
        head: { appendChild: (node: unknown) => appended.push(node) },
        addEventListener: () => undefined,
      },
      window: {} as Record<string, unknown>,
      PerformanceObserver: undefined as unknown,
      setTimeout: (callback: () => void) => void timers.push(callback),
    };
    if (paintTypes) {
      const PerformanceObserver = class {
        static supportedEntryTypes = paintTypes;
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      };
      globals.PerformanceObserver = PerformanceObserver;
      globals.window.PerformanceObserver = PerformanceObserver;
    }
    runInNewContext(AFTER_PAINT_LOADER, globals);
    return {
      appended,
      removed: () => removed,
      paint: (name: string) =>
        observer?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect() {} }),
      timeout: () => timers.forEach((timer) => timer()),
    };
  }

  it('starts the scripts at the first contentful paint, once', () => {
    const page = documentWith('visible', ['paint', 'largest-contentful-paint']);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    page.timeout();
    expect(page.appended).toEqual([{ imported: 'the template contents' }]);
    expect(page.removed()).toBe(true);
  });

  it('starts them at once in a browser without paint timing, or on a page not on screen', () => {
    expect(documentWith('visible', null).appended).toHaveLength(1);
    expect(documentWith('visible', ['navigation']).appended).toHaveLength(1);
    expect(documentWith('hidden', ['paint']).appended).toHaveLength(1);
  });

  it('starts them after three seconds when no paint is reported', () => {
    const page = documentWith('visible', ['paint']);
    expect(page.appended).toEqual([]);
    page.timeout();
    expect(page.appended).toHaveLength(1);
  });
});
