/**
 * The traveller's choice of language, kept on her device (no account needed, nothing sent to
 * analytics), and the language a page opens in: her choice, else `?lang=` (used for the
 * pseudo-locale), else her browser's languages.
 */
import { isAppLocale, negotiateLocale, type AppLocale } from './locales';

const KEY = 'safetrails.locale';

export function storedLocale(): AppLocale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
}

export function initialLocale(): AppLocale {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isAppLocale(fromUrl)) return fromUrl;
  return storedLocale() ?? negotiateLocale(navigator.languages ?? [navigator.language]);
}
