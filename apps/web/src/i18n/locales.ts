/**
 * The languages the traveller app speaks (docs/I18N.md; the list, how a browser's languages pick
 * one and each language's addresses are the contracts', shared with the server), their names in a
 * chooser, and the pseudo-locale. English is the source: its messages are the `defaultMessage`s in
 * the code.
 */
import { isLocale, localeDirection, type Locale } from '@safetrails/contracts';

export { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from '@safetrails/contracts';
/** Accented and 40% longer English, to find text that is not translated or does not fit (docs/I18N.md). */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

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
  return value === PSEUDO_LOCALE || isLocale(value);
}

export function directionOf(locale: AppLocale): 'ltr' | 'rtl' {
  return localeDirection(locale);
}
