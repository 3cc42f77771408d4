/**
 * The first screen: the promise, the live waitlist numbers and recent activity (passed in by the
 * route, since they belong to the waitlist feature), the demo video and the launch countdown.
 */
import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
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
            <ShieldCheck aria-hidden="true" size={18} /> Early access · first 1,000 travellers free for 6 months
          </p>
          <h1 id="hero-title">Travel solo. Feel safe. Know before you go.</h1>
          <p className="lead">
            SafeTrails is the travel safety companion for solo travellers, and above all for women who travel alone:
            AI-powered safety insights for 500+ cities, real-time alerts, verified safe routes and a community that has
            been there before you.
          </p>
          <div className="hero-actions">
            {onJoin && (
              <button
                type="button"
                className="btn btn-primary btn-large"
                onClick={onJoin}
                data-testid="join-waitlist-hero"
              >
                Get Early Access
              </button>
            )}
            <a href="#how-it-works" className="btn btn-ghost btn-large">
              See how it works
            </a>
          </div>
          <div className="hero-stats">{waitlistStats}</div>
          <div className="activity-box">
            <h2 className="activity-title">Recent activity</h2>
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
