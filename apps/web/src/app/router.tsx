/**
 * The route table of the whole product (spec part 1 section 2). Every route is lazy-loaded, so the
 * landing page ships without the legal pages; screens that open with the beta share one placeholder.
 * The sign-in-protected screens sit behind the beta-access guard.
 */
import { useState } from 'react';
import { RouterProvider, createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { addressLocale } from '@/i18n/locale-choice';
import { PageLayout } from '@/components/layout/page-layout';
import { FirstPageOrSpinner } from '@/lib/first-view';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useUser } from '@/features/auth/hooks/use-user';
import { HeaderAlertsBell } from './header-alerts-bell';
import { RequireBetaAccess } from './require-beta-access';
import { withRoutePatterns, type RouteHandle } from './route-handle';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/** A screen built in later work: routed now, so every link in the product lands somewhere honest. */
function opensWithBeta(path: string, title: string): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/opens-with-beta')).OpensWithBetaRoute }),
  };
}

function AppPageLayout() {
  const { user } = useUser();
  return (
    <PageLayout
      signedIn={user !== null}
      account={
        <>
          <HeaderAlertsBell />
          <AccountMenu />
        </>
      }
    />
  );
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FirstPageOrSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        Component: AppPageLayout,
        children: [
          {
            path: '/waitlist',
            handle: { title: 'Join the Waitlist' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/waitlist')).WaitlistRoute }),
          },
          {
            path: '/thank-you',
            handle: { title: 'Thank you' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/thank-you')).ThankYouRoute }),
          },
          {
            path: '/how-it-works',
            handle: { title: 'How it Works' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/how-it-works')).HowItWorksRoute }),
          },
          {
            path: '/about',
            handle: { title: 'About' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: '/privacy',
            handle: { title: 'Privacy Policy' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
          },
          {
            path: '/terms',
            handle: { title: 'Terms of Service' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: '/auth',
            handle: { title: 'Sign in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
          },
          {
            path: '/dashboard',
            handle: { title: 'Dashboard' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          // Other screens link to /saved-items (spec part 1); it is the saved page.
          { path: '/saved-items', loader: ({ request }) => redirect(`/saved${new URL(request.url).search}`) },
          {
            path: '/verify-beta',
            handle: { title: 'Verify Beta Access' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/verify-beta')).VerifyBetaRoute }),
          },
          {
            path: '/search/:query',
            handle: { title: 'Search destinations' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/search')).SearchRoute }),
          },
          {
            path: '/destination/:id',
            handle: { title: 'Destination' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/destination')).DestinationRoute }),
          },
          {
            path: '/alerts/:id',
            handle: { title: 'Safety Alert' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/alert')).AlertRoute }),
          },
          {
            path: '/unsubscribe',
            handle: { title: 'Unsubscribe' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/message-links')).UnsubscribeRoute }),
          },
          {
            path: '/confirm-email',
            handle: { title: 'Confirm your address' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/message-links')).ConfirmEmailRoute }),
          },
          {
            path: '/countries',
            handle: { title: 'Countries' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/countries')).CountriesRoute }),
          },
          {
            path: '/country/:code',
            handle: { title: 'Country' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/country')).CountryRoute }),
          },
          {
            path: '/destination/:id/report',
            handle: { title: 'Safety report' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/destination-report')).DestinationReportRoute }),
          },
          {
            path: '/feedback',
            handle: { title: 'Feedback' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/feedback')).FeedbackRoute }),
          },
          {
            path: '/forums',
            handle: { title: 'Community Forums' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/forums')).ForumsRoute }),
          },
          {
            path: '/forums/category/:slug',
            handle: { title: 'Forum Category' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/forum-category')).ForumCategoryRoute }),
          },
          {
            path: '/forums/post/:id',
            handle: { title: 'Forum Post' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/forum-post')).ForumPostRoute }),
          },
          {
            // Signed out, the guard sends the visitor to sign in; this says why first (spec part 2).
            lazy: async () => ({ Component: (await import('./routes/forum-new-post')).NewPostSignInNotice }),
            children: [
              {
                Component: RequireBetaAccess,
                children: [
                  {
                    path: '/forums/new-post',
                    handle: { title: 'New Post' } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await import('./routes/forum-new-post')).ForumNewPostRoute }),
                  },
                ],
              },
            ],
          },
          {
            Component: RequireBetaAccess,
            children: [
              opensWithBeta('/enhanced-dashboard', 'Dashboard'),
              {
                path: '/profile',
                handle: { title: 'Profile' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
              },
              {
                path: '/profile/settings',
                handle: { title: 'Safety Profile Settings' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/profile-settings')).ProfileSettingsRoute }),
              },
              {
                path: '/saved',
                handle: { title: 'Saved Places' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/saved')).SavedRoute }),
              },
              {
                path: '/safety-alerts',
                handle: { title: 'Safety Alerts' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/safety-alerts')).SafetyAlertsRoute }),
              },
              {
                path: '/safety-alerts/settings',
                handle: { title: 'Alert Settings' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/alert-settings')).AlertSettingsRoute }),
              },
            ],
          },
          {
            path: '*',
            handle: { title: 'Page not found' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

/**
 * The router is made on the first render, not when this module loads: matching the address and
 * starting the route's lazy load then happen in React's first (sliced) render, not in the one long
 * task that evaluates the app's scripts on a slow phone.
 */
export function AppRouter() {
  const [router] = useState(() =>
    // At a language's address (`/es/destination/42`) every link stays in that language.
    createBrowserRouter(withRoutePatterns(routes), { basename: addressLocale().basename }),
  );
  return <RouterProvider router={router} />;
}
