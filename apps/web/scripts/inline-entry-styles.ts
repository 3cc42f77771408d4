/**
 * The entry's stylesheet written into index.html as a `<style>`, in place of its `<link>`: every
 * page's first paint (the header bar, and a city's or a country's facts in their first HTML) then
 * needs the page alone, not a second request after it. On a phone's slow connection abroad that
 * round trip, before anything at all is drawn, is hundreds of milliseconds. The entry's styles are
 * about 8 KB compressed; with the page's 3 KB they fit the server's first round of packets (ten,
 * about 14 KB). The screens' own stylesheets stay files: the server names them for preloading and
 * the app waits for each before drawing its screen.
 *
 * Vite's HTML transforms ordered `post` run after it has put the bundle's tags in the page, with
 * the bundle at hand, before the Brotli and gzip copies and the service worker's precache list.
 */
import type { Plugin } from 'vite';

interface Asset {
  readonly type: string;
  readonly source?: string | Uint8Array;
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** The page with each of the bundle's stylesheets its tags link written in, and which were. */
export function inlineStylesheets(
  html: string,
  bundle: Readonly<Record<string, Asset>>,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const page = html.replace(STYLESHEET_LINK, (tag, fileName: string) => {
    const source = bundle[fileName]?.source;
    if (source === undefined) return tag;
    const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
    // A stylesheet cannot end a <style> early unless it holds "</style": none of ours does.
    if (/<\/style/i.test(css)) return tag;
    inlined.push(fileName);
    return `<style data-href="/${fileName}">${css}</style>`;
  });
  return { html: page, inlined };
}

export function inlineEntryStylesPlugin(): Plugin {
  return {
    name: 'safetrails:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { html: page, inlined } = inlineStylesheets(html, context.bundle);
        if (inlined.length === 0) throw new Error('inline-entry-styles: index.html links no stylesheet of the bundle');
        return page;
      },
    },
  };
}
