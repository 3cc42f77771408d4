/**
 * The languages the traveller app speaks (docs/I18N.md), how a browser's languages pick one, and
 * which way each is written. English is the source: its messages are the `defaultMessage`s in the
 * code, so an English page loads no catalogue.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
/** Accented and 40% longer English, to find text that is not translated or does not fit (docs/I18N.md). */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a chooser lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export function isAppLocale(value: string | null | undefined): value is AppLocale {
  return value === PSEUDO_LOCALE || (LOCALES as readonly string[]).includes(value ?? '');
}

export function directionOf(locale: AppLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of the browser's languages the app speaks: an exact match first ("pt-BR"), then the
 * language alone ("es-MX" is Spanish, "pt-PT" is Brazilian Portuguese, the only Portuguese we have),
 * English where none matches.
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
