/**
 * A page's head as HTML: its title, description, canonical address, its addresses in the other
 * languages (`hreflang`), robots rule, Open Graph and Twitter card tags and JSON-LD, put into the
 * app's index.html in place of its generic title and description, and the page's language on its
 * `<html>` element. Every value is escaped here; the JSON-LD cannot close its script element.
 */
import { localeDirection, localePath, SITE_NAME, type Locale } from '@safetrails/contracts';
import { FIRST_HTML_WORDS } from './first-html-words';

export interface PageImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The same page in a language: `hreflang` is a BCP 47 tag, or `x-default` for the page a reader gets unasked. */
export interface PageAlternate {
  readonly hreflang: string;
  readonly href: string;
}

export interface PageHead {
  /** The language the page is written in (its address's, `/es/…`; English without one). */
  readonly locale: Locale;
  /** The page in every language, itself included; empty for a page that is not indexed. */
  readonly alternates: readonly PageAlternate[];
  /** The HTTP status the page is served with: 404 for what does not exist, 410 for a removed post. */
  readonly status: 200 | 404 | 410;
  /** Whole, with the site's name. */
  readonly title: string;
  readonly description: string;
  /** Absolute; null on a page that should not be indexed under any address. */
  readonly canonical: string | null;
  readonly index: boolean;
  readonly ogType: 'website' | 'article';
  readonly image: PageImage | null;
  readonly jsonLd: object | null;
  /** What a reader without JavaScript (or a crawler) sees until the app starts: HTML, escaped. */
  readonly firstHtml: string | null;
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: `<` escaped, so no string in it can end the element. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Open Graph names a language with a territory (Facebook's own list names Arabic `ar_AR`). */
const OG_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  'pt-BR': 'pt_BR',
  ar: 'ar_AR',
};

const HTML_ELEMENT = /<html lang="[^"]*"[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
/** Where index.html's #root, after the header bar, takes a page's first HTML. */
const FIRST_HTML = /<!-- first-html:[^>]*-->/;
/** The shell's own words: its logo link's name and what it tells a browser without JavaScript. */
const LOGO = /<a class="logo" aria-label="[^"]*" href="\/">/;
const NO_SCRIPT = /<noscript\s*>[\s\S]*?<\/noscript\s*>/;

function tags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.index ? 'index, follow' : 'noindex'),
  ];
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates)
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  lines.push(
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) lines.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    lines.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  } else {
    lines.push(meta('name', 'twitter:card', 'summary'));
  }
  lines.push(meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description));
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/**
 * The app's index.html with the page's own head, the shell's words in the page's language, and its
 * first HTML after the header bar the page opens with (inside #root, so the app replaces it when it
 * starts). Replacements are given as functions, so nothing in a page's text is read as a `$` pattern.
 */
export function withPageHead(html: string, head: PageHead): string {
  const words = FIRST_HTML_WORDS[head.locale];
  let page = html
    .replace(HTML_ELEMENT, `<html lang="${head.locale}" dir="${localeDirection(head.locale)}">`)
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => tags(head))
    .replace(
      LOGO,
      () =>
        `<a class="logo" aria-label="${escapeHtml(words.home)}" href="${escapeHtml(localePath(head.locale, '/'))}">`,
    )
    .replace(NO_SCRIPT, () => `<noscript>${escapeHtml(words.noScript)}</noscript>`);
  if (head.firstHtml) page = page.replace(FIRST_HTML, () => head.firstHtml!);
  return page;
}
