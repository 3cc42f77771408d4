/**
 * The active language for the whole app: react-intl's provider (ICU messages, and numbers, dates and
 * relative times through `Intl`), the document's `lang` and `dir`, and a way to change language that
 * loads the new catalogue before the page switches (no flash of a half-translated page).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './load-messages';
import { addressIn, storeLocale } from './locale-choice';
import { directionOf, type AppLocale } from './locales';

interface LocaleState {
  readonly locale: AppLocale;
  /** Switches language; `fromAccount` when the choice was made on another device (her account's). */
  readonly setLocale: (locale: AppLocale, options?: { readonly fromAccount?: boolean }) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Marks the document with the language and its direction (Arabic lays the page out right to left). */
export function applyDocumentLocale(locale: AppLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

interface I18nProviderProps {
  readonly initialLocale: AppLocale;
  readonly initialMessages: Messages | undefined;
  readonly children: ReactNode;
}

export function I18nProvider({ initialLocale, initialMessages, children }: I18nProviderProps) {
  const [{ locale, messages }, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const setLocale = useCallback(async (next: AppLocale, options?: { readonly fromAccount?: boolean }) => {
    storeLocale(next, !options?.fromAccount);
    // A page at a language's address (`/es/…`) opens the same page at the new language's.
    const address = addressIn(next);
    if (address !== null) {
      window.location.assign(address);
      return;
    }
    const loaded = await loadMessages(next);
    applyDocumentLocale(next);
    setState({ locale: next, messages: loaded });
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={formattingLocale(locale)}
        messages={messages}
        defaultLocale="en"
        onError={reportMessageError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/**
 * The locale numbers and dates are formatted in: the language's own, with Western digits in Arabic
 * ("70/100", not "٧٠/١٠٠"), the same digits as the numbers the page shows outside messages (the
 * scores, the badge on the bell, the emergency numbers), as the traveller dials them.
 */
export function formattingLocale(locale: AppLocale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

/** A message missing from a catalogue falls back to English; `npm run lint` is where that is caught. */
function reportMessageError(error: { code: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs <I18nProvider>');
  return state;
}
