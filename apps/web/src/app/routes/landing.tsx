/**
 * The public landing page (spec part 1, "Landing page"). It composes the marketing sections with the
 * waitlist feature's live numbers and the Join Waitlist modal, which three buttons open.
 */
import { lazy, Suspense, useState } from 'react';
import { RECENT_SIGNUPS_FETCHED, RECENT_SIGNUPS_IN_HERO } from '@safetrails/contracts';
import { SiteFooter } from '@/components/layout/site-footer';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { EarlyAccessSection } from '@/features/landing/components/early-access-section';
import { FaqSection } from '@/features/landing/components/faq-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { RecentSignups } from '@/features/waitlist/components/recent-signups';
import { WaitlistStatsPanel } from '@/features/waitlist/components/waitlist-stats-panel';
import '@/styles/landing.css';
import { recordAction } from '@/lib/analytics/tracker';
import { useUser } from '@/features/auth/hooks/use-user';

// The join form loads when a visitor opens it, not on the way to the first paint (its own chunk).
const JoinWaitlistDialog = lazy(() =>
  import('@/features/waitlist/components/join-waitlist-dialog').then((module) => ({
    default: module.JoinWaitlistDialog,
  })),
);

export function LandingRoute() {
  const [joinOpen, setJoinOpen] = useState(false);
  // A signed-in traveller is past the waitlist: no call to join it.
  const { user } = useUser();
  const openJoin = () => {
    recordAction('open-waitlist-form');
    setJoinOpen(true);
  };

  return (
    <>
      <LandingHeader onJoin={user ? undefined : openJoin} account={<AccountMenu />} />
      <main id="main">
        <Hero
          onJoin={user ? undefined : openJoin}
          waitlistStats={<WaitlistStatsPanel />}
          recentActivity={<RecentSignups show={RECENT_SIGNUPS_IN_HERO} testId="recent-signups-hero" />}
        />
        <HowItWorksSection />
        <BenefitsSection />
        <EarlyAccessSection
          recentSignups={<RecentSignups show={RECENT_SIGNUPS_FETCHED} testId="recent-signups-early-access" />}
        />
        <FaqSection />
        {!user && <CtaSection onJoin={openJoin} />}
      </main>
      <SiteFooter signedIn={user !== null} />
      {joinOpen && (
        <Suspense fallback={null}>
          <JoinWaitlistDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
