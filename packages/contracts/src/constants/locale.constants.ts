/**
 * The languages SafeTrails speaks (docs/I18N.md), the same for the app and the server: how a
 * browser's languages pick one, which way each is written, and each language's own addresses. A
 * shareable page has one address per language: `/destination/42` in English, `/es/destination/42`
 * in Spanish, `/pt-br/destination/42` in Brazilian Portuguese, so a shared link opens in the
 * language it was shared in.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The first of the browser's languages we speak: an exact match first ("pt-BR"), then the language
 * alone ("es-MX" is Spanish, "pt-PT" is Brazilian Portuguese, the only Portuguese we have), English
 * where none matches.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.toLowerCase().split('-')[0];
    const byLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The first path segment of a language's addresses; English has none. */
export function localeSegment(locale: Locale): string | null {
  return locale === DEFAULT_LOCALE ? null : locale.toLowerCase();
}

const BY_SEGMENT = new Map(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale.toLowerCase(), locale]),
);

/**
 * The language an address names and the page's path without it: `/es/destination/42` is Spanish and
 * `/destination/42`; `/destination/42` names none. The segment is read in any case (`/pt-BR/`).
 */
export function splitLocalePath(pathname: string): { readonly locale: Locale | null; readonly path: string } {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(?=\/|$)/.exec(pathname);
  const locale = match ? BY_SEGMENT.get(match[1]!.toLowerCase()) : undefined;
  if (!match || !locale) return { locale: null, path: pathname };
  return { locale, path: pathname.slice(match[0].length) || '/' };
}

/** A page's address in a language: `localePath('es', '/destination/42')` is `/es/destination/42`. */
export function localePath(locale: Locale, path: string): string {
  const segment = localeSegment(locale);
  if (!segment) return path;
  return path === '/' ? `/${segment}` : `/${segment}${path}`;
}
