/**
 * Wraps every route: the document title, scroll restoration, the skip link, product analytics, the
 * offline banner, toasts, the service worker with its update prompt, and what keeps the app ready
 * offline (the first visit's reads, saved places).
 */
import { useEffect, useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { OutboxStatus } from '@/components/layout/outbox-status';
import { usePageAnalytics } from '@/lib/analytics/use-page-analytics';
import { usePageSettled } from '@/lib/use-page-settled';
import { keepFirstVisitReads } from '@/lib/first-visit-reads';
import { useUser } from '@/features/auth/hooks/use-user';
import { useKeepSavedReady } from './keep-saved-offline';
import { useAccountLanguage } from './use-account-language';
import { AppUpdatePrompt } from './app-update-prompt';
import { useRouteTitle } from './route-handle';
import { Toasts } from './toasts';

export function RootLayout() {
  const intl = useIntl();
  const homeTitle = intl.formatMessage({
    id: 'app.homeTitle',
    defaultMessage: 'SafeTrails | Travel safety for solo travellers',
  });
  const title = useRouteTitle();
  usePageAnalytics();
  // The service worker installs, and the toaster mounts, once the first view is done, not while it loads.
  const settled = usePageSettled();
  // Offline without surprises (docs/OFFLINE.md): the first visit's reads are kept once the service
  // worker takes the page, and saved places are made ready wherever the app opens.
  useEffect(() => keepFirstVisitReads(), []);
  const { user } = useUser();
  useKeepSavedReady(settled && user !== null && user.betaAccess);
  // Her language on this device and on her account agree (her emails and notifications follow it).
  useAccountLanguage();
  // A layout effect: it runs before the page's own effects, so a page that names itself from its
  // data (usePageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = title ? `${title} | SafeTrails` : homeTitle;
  }, [title, homeTitle]);

  return (
    <>
      <a href="#main" className="skip-link">
        <FormattedMessage id="app.skipToContent" defaultMessage="Skip to content" />
      </a>
      <OfflineBanner />
      <OutboxStatus />
      <Outlet />
      <ScrollRestoration />
      <Toasts settled={settled} />
      {settled && <AppUpdatePrompt />}
    </>
  );
}
