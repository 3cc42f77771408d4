/**
 * The route table of the whole product (spec part 1 section 2). Every route is lazy-loaded, so the
 * landing page ships without the legal pages; screens that open with the beta share one placeholder.
 * The sign-in-protected screens sit behind the beta-access guard.
 */
import { lazy, Suspense, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
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
/** Each page's title in the tab ("{title} | SafeTrails"), in the page's language. */
const TITLES = defineMessages({
  joinTheWaitlist: { id: 'route.joinTheWaitlist', defaultMessage: 'Join the Waitlist' },
  thankYou: { id: 'route.thankYou', defaultMessage: 'Thank you' },
  howItWorks: { id: 'route.howItWorks', defaultMessage: 'How it Works' },
  about: { id: 'route.about', defaultMessage: 'About' },
  privacyPolicy: { id: 'route.privacyPolicy', defaultMessage: 'Privacy Policy' },
  termsOfService: { id: 'route.termsOfService', defaultMessage: 'Terms of Service' },
  signIn: { id: 'route.signIn', defaultMessage: 'Sign in' },
  dashboard: { id: 'route.dashboard', defaultMessage: 'Dashboard' },
  verifyBetaAccess: { id: 'route.verifyBetaAccess', defaultMessage: 'Verify Beta Access' },
  searchDestinations: { id: 'route.searchDestinations', defaultMessage: 'Search destinations' },
  destination: { id: 'route.destination', defaultMessage: 'Destination' },
  safetyAlert: { id: 'route.safetyAlert', defaultMessage: 'Safety Alert' },
  unsubscribe: { id: 'route.unsubscribe', defaultMessage: 'Unsubscribe' },
  confirmYourAddress: { id: 'route.confirmYourAddress', defaultMessage: 'Confirm your address' },
  countries: { id: 'route.countries', defaultMessage: 'Countries' },
  country: { id: 'route.country', defaultMessage: 'Country' },
  safetyReport: { id: 'route.safetyReport', defaultMessage: 'Safety report' },
  feedback: { id: 'route.feedback', defaultMessage: 'Feedback' },
  communityForums: { id: 'route.communityForums', defaultMessage: 'Community Forums' },
  forumCategory: { id: 'route.forumCategory', defaultMessage: 'Forum Category' },
  forumPost: { id: 'route.forumPost', defaultMessage: 'Forum Post' },
  newPost: { id: 'route.newPost', defaultMessage: 'New Post' },
  profile: { id: 'route.profile', defaultMessage: 'Profile' },
  safetyProfileSettings: { id: 'route.safetyProfileSettings', defaultMessage: 'Safety Profile Settings' },
  savedPlaces: { id: 'route.savedPlaces', defaultMessage: 'Saved Places' },
  safetyAlerts: { id: 'route.safetyAlerts', defaultMessage: 'Safety Alerts' },
  alertSettings: { id: 'route.alertSettings', defaultMessage: 'Alert Settings' },
  safetyNetwork: { id: 'route.safetyNetwork', defaultMessage: 'Safety network' },
  trips: { id: 'route.trips', defaultMessage: 'Trips' },
  trip: { id: 'route.trip', defaultMessage: 'Trip' },
  tripBrief: { id: 'route.tripBrief', defaultMessage: 'Trip brief' },
  trustedContact: { id: 'route.trustedContact', defaultMessage: 'Trusted contact' },
  checkIn: { id: 'route.checkIn', defaultMessage: 'Check in' },
  pageNotFound: { id: 'route.pageNotFound', defaultMessage: 'Page not found' },
});

/** "I'm OK" and SOS come after the page: they are for signed-in travellers only, and each page paints without them. */
const HeaderSafety = lazy(async () => ({ default: (await import('./header-safety')).HeaderSafety }));

function opensWithBeta(path: string, title: MessageDescriptor): RouteObject {
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
          {user?.betaAccess && (
            <Suspense fallback={null}>
              <HeaderSafety />
            </Suspense>
          )}
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
            handle: { title: TITLES.joinTheWaitlist } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/waitlist')).WaitlistRoute }),
          },
          {
            path: '/thank-you',
            handle: { title: TITLES.thankYou } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/thank-you')).ThankYouRoute }),
          },
          {
            path: '/how-it-works',
            handle: { title: TITLES.howItWorks } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/how-it-works')).HowItWorksRoute }),
          },
          {
            path: '/about',
            handle: { title: TITLES.about } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: '/privacy',
            handle: { title: TITLES.privacyPolicy } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
          },
          {
            path: '/terms',
            handle: { title: TITLES.termsOfService } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: '/auth',
            handle: { title: TITLES.signIn } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
          },
          {
            path: '/dashboard',
            handle: { title: TITLES.dashboard } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          // Other screens link to /saved-items (spec part 1); it is the saved page.
          { path: '/saved-items', loader: ({ request }) => redirect(`/saved${new URL(request.url).search}`) },
          {
            path: '/verify-beta',
            handle: { title: TITLES.verifyBetaAccess } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/verify-beta')).VerifyBetaRoute }),
          },
          {
            path: '/search/:query',
            handle: { title: TITLES.searchDestinations } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/search')).SearchRoute }),
          },
          {
            path: '/destination/:id',
            handle: { title: TITLES.destination } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/destination')).DestinationRoute }),
          },
          {
            path: '/alerts/:id',
            handle: { title: TITLES.safetyAlert } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/alert')).AlertRoute }),
          },
          {
            path: '/unsubscribe',
            handle: { title: TITLES.unsubscribe } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/message-links')).UnsubscribeRoute }),
          },
          {
            path: '/confirm-email',
            handle: { title: TITLES.confirmYourAddress } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/message-links')).ConfirmEmailRoute }),
          },
          {
            path: '/trusted-contact',
            handle: { title: TITLES.trustedContact } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/safety-links')).TrustedContactRoute }),
          },
          {
            path: '/check-in',
            handle: { title: TITLES.checkIn } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/safety-links')).CheckInLinkRoute }),
          },
          {
            path: '/countries',
            handle: { title: TITLES.countries } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/countries')).CountriesRoute }),
          },
          {
            path: '/country/:code',
            handle: { title: TITLES.country } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/country')).CountryRoute }),
          },
          {
            path: '/destination/:id/report',
            handle: { title: TITLES.safetyReport } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/destination-report')).DestinationReportRoute }),
          },
          {
            path: '/feedback',
            handle: { title: TITLES.feedback } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/feedback')).FeedbackRoute }),
          },
          {
            path: '/forums',
            handle: { title: TITLES.communityForums } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/forums')).ForumsRoute }),
          },
          {
            path: '/forums/category/:slug',
            handle: { title: TITLES.forumCategory } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('./routes/forum-category')).ForumCategoryRoute }),
          },
          {
            path: '/forums/post/:id',
            handle: { title: TITLES.forumPost } satisfies RouteHandle,
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
                    handle: { title: TITLES.newPost } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await import('./routes/forum-new-post')).ForumNewPostRoute }),
                  },
                ],
              },
            ],
          },
          {
            Component: RequireBetaAccess,
            children: [
              opensWithBeta('/enhanced-dashboard', TITLES.dashboard),
              {
                path: '/profile',
                handle: { title: TITLES.profile } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
              },
              {
                path: '/profile/settings',
                handle: { title: TITLES.safetyProfileSettings } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/profile-settings')).ProfileSettingsRoute }),
              },
              {
                path: '/saved',
                handle: { title: TITLES.savedPlaces } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/saved')).SavedRoute }),
              },
              {
                path: '/safety-alerts',
                handle: { title: TITLES.safetyAlerts } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/safety-alerts')).SafetyAlertsRoute }),
              },
              {
                path: '/safety',
                handle: { title: TITLES.safetyNetwork } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/safety')).SafetyRoute }),
              },
              {
                path: '/trips',
                handle: { title: TITLES.trips } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/safety')).TripsRoute }),
              },
              {
                path: '/trips/:id',
                handle: { title: TITLES.trip } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/safety')).TripRoute }),
              },
              {
                path: '/trips/:id/brief',
                handle: { title: TITLES.tripBrief } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/trip-brief')).TripBriefRoute }),
              },
              {
                path: '/safety-alerts/settings',
                handle: { title: TITLES.alertSettings } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/alert-settings')).AlertSettingsRoute }),
              },
            ],
          },
          {
            path: '*',
            handle: { title: TITLES.pageNotFound } satisfies RouteHandle,
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
