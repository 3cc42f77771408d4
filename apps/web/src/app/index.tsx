/** The whole traveller app: providers around the router, in the language the page opened in. */
import { I18nProvider } from '@/i18n/i18n-provider';
import type { QueryClient } from '@tanstack/react-query';
import type { Messages } from '@/i18n/load-messages';
import type { AppLocale } from '@/i18n/locales';
import { AppProvider } from './provider';
import { AppRouter } from './router';

interface AppProps {
  readonly locale: AppLocale;
  readonly messages: Messages | undefined;
  readonly queryClient: QueryClient;
}

export function App({ locale, messages, queryClient }: AppProps) {
  return (
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </I18nProvider>
  );
}
