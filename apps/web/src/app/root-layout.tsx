/**
 * Wraps every route: the document title, scroll restoration, the skip link, product analytics, the
 * offline banner, toasts and the service worker with its update prompt.
 */
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { OutboxStatus } from '@/components/layout/outbox-status';
import { usePageAnalytics } from '@/lib/analytics/use-page-analytics';
import { usePageSettled } from '@/lib/use-page-settled';
import { AppUpdatePrompt } from './app-update-prompt';
import { useRouteTitle } from './route-handle';
import { Toasts } from './toasts';

const HOME_TITLE = 'SafeTrails | Travel safety for solo travellers';

export function RootLayout() {
  const title = useRouteTitle();
  usePageAnalytics();
  // The service worker installs, and the toaster mounts, once the first view is done, not while it loads.
  const settled = usePageSettled();
  useEffect(() => {
    document.title = title ? `${title} | SafeTrails` : HOME_TITLE;
  }, [title]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
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
