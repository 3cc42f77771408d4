/**
 * Her language and her account agree: a language she chose on this device reaches her account once
 * she is signed in (tried again on the next page if the network fails), and one she chose on
 * another device opens here too, unless this page's address names a language (a shared `/fr/` link
 * stays French) or `?lang=` does.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale } from '@safetrails/contracts';
import { chooseLanguage } from '@/features/auth/api/choose-language';
import { userQueryKey } from '@/features/auth/api/get-user';
import { useUser } from '@/features/auth/hooks/use-user';
import { useLocale } from '@/i18n/i18n-provider';
import { addressLocale, markLocaleSynced, storedLocale, unsyncedLocale } from '@/i18n/locale-choice';

export function useAccountLanguage(): void {
  const { user } = useUser();
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const accountLanguage = user?.language ?? null;

  useEffect(() => {
    if (!userId) return;
    // Her choice on this device that her account does not know yet; or, when her account has none,
    // the one she made here before accounts kept it.
    const chosen = unsyncedLocale() ?? (accountLanguage === null ? storedLocale() : null);
    if (chosen && isLocale(chosen)) {
      if (chosen === accountLanguage) {
        markLocaleSynced();
        return;
      }
      chooseLanguage(chosen).then(
        (updated) => {
          markLocaleSynced();
          queryClient.setQueryData(userQueryKey, updated);
        },
        () => undefined,
      );
      return;
    }
    const named = addressLocale().locale ?? new URLSearchParams(window.location.search).get('lang');
    if (accountLanguage && accountLanguage !== locale && !named) void setLocale(accountLanguage, { fromAccount: true });
  }, [userId, accountLanguage, locale, setLocale, queryClient]);
}
