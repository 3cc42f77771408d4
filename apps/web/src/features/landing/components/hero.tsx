/**
 * The first screen: the promise, the live waitlist numbers and recent activity (passed in by the
 * route, since they belong to the waitlist feature), the demo video and the launch countdown.
 */
import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Countdown } from './countdown';
import { DemoVideo } from './demo-video';

interface HeroProps {
  /** Absent for a signed-in traveller, who is past the waitlist. */
  readonly onJoin?: () => void;
  readonly waitlistStats: ReactNode;
  readonly recentActivity: ReactNode;
}

export function Hero({ onJoin, waitlistStats, recentActivity }: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">
            <ShieldCheck aria-hidden="true" size={18} />
            <FormattedMessage
              id="landing.hero.eyebrow"
              defaultMessage="Early access · first {count, number} travellers free for {months, plural, one {# month} other {# months}}"
              values={{ count: 1000, months: 6 }}
            />
          </p>
          <h1 id="hero-title">
            <FormattedMessage id="landing.hero.title" defaultMessage="Travel solo. Feel safe. Know before you go." />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="landing.hero.lead"
              defaultMessage="SafeTrails is the travel safety companion for solo travellers, and above all for women who travel alone: AI-powered safety insights for 500+ cities, real-time alerts, verified safe routes and a community that has been there before you."
            />
          </p>
          <div className="hero-actions">
            {onJoin && (
              <button
                type="button"
                className="btn btn-primary btn-large"
                onClick={onJoin}
                data-testid="join-waitlist-hero"
              >
                <FormattedMessage id="landing.hero.getEarlyAccess" defaultMessage="Get Early Access" />
              </button>
            )}
            <a href="#how-it-works" className="btn btn-ghost btn-large">
              <FormattedMessage id="landing.hero.seeHow" defaultMessage="See how it works" />
            </a>
          </div>
          <div className="hero-stats">{waitlistStats}</div>
          <div className="activity-box">
            <h2 className="activity-title">
              <FormattedMessage id="landing.hero.recentActivity" defaultMessage="Recent activity" />
            </h2>
            {recentActivity}
          </div>
        </div>
        <div className="hero-media">
          <DemoVideo />
          <Countdown />
        </div>
      </div>
    </section>
  );
}
