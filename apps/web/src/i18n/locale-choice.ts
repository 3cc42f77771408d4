/**
 * The traveller's choice of language, kept on her device (no account needed, nothing sent to
 * analytics; signed in, her account keeps it too, for her other devices and her emails), and the
 * language a page opens in: the address's (`/es/destination/42`, so a shared
 * link opens in the language it was shared in), else `?lang=` (used for the pseudo-locale), else
 * her choice, else her browser's languages.
 */
import { localePath, splitLocalePath, type Locale } from '@safetrails/contracts';
import { isAppLocale, negotiateLocale, type AppLocale } from './locales';

/** The language the page's address names, and the router's base for it (`/es`). */
export function addressLocale(): { readonly locale: Locale | null; readonly basename: string | undefined } {
  const { locale } = splitLocalePath(window.location.pathname);
  return { locale, basename: locale ? localePath(locale, '/') : undefined };
}

/**
 * The same page at another language's address, or null where the address names no language (the
 * page then just switches: her choice is kept and the address stays the same).
 */
export function addressIn(locale: AppLocale): string | null {
  const { locale: current, path } = splitLocalePath(window.location.pathname);
  if (!current) return null;
  const target = isAppLocale(locale) && locale !== 'en-XA' ? localePath(locale, path) : path;
  return `${target}${window.location.search}${window.location.hash}`;
}

const KEY = 'safetrails.locale';
/** Set while her latest choice on this device has not yet reached her account (signed out, or offline). */
const UNSYNCED_KEY = 'safetrails.locale.unsynced';

export function storedLocale(): AppLocale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a language on this device: one she chose here (`byHer`), which her account learns the next
 * time she is signed in, or her account's, chosen on another device.
 */
export function storeLocale(locale: AppLocale, byHer: boolean): void {
  try {
    localStorage.setItem(KEY, locale);
    if (byHer) localStorage.setItem(UNSYNCED_KEY, '1');
    else localStorage.removeItem(UNSYNCED_KEY);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
}

/** The language she chose on this device that her account does not know yet, if any. */
export function unsyncedLocale(): AppLocale | null {
  try {
    return localStorage.getItem(UNSYNCED_KEY) ? storedLocale() : null;
  } catch {
    return null;
  }
}

export function markLocaleSynced(): void {
  try {
    localStorage.removeItem(UNSYNCED_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export function initialLocale(): AppLocale {
  const fromAddress = addressLocale().locale;
  if (fromAddress) return fromAddress;
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isAppLocale(fromUrl)) return fromUrl;
  return storedLocale() ?? negotiateLocale(navigator.languages ?? [navigator.language]);
}
