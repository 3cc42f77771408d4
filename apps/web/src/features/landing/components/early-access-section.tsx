/** Social proof: the latest sign-ups (passed in by the route) and what joining now means. */
import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { hasLaunched, launchMonth } from './launch-month';

export function EarlyAccessSection({ recentSignups }: { readonly recentSignups: ReactNode }) {
  return (
    <section id="early-access" className="section" aria-labelledby="early-access-title">
      <div className="container early-access-grid">
        <div>
          <p className="eyebrow">Early access</p>
          <h2 id="early-access-title">Travellers are claiming their spots</h2>
          <p className="section-lead">
            The beta {hasLaunched() ? 'opened' : 'opens'} in {launchMonth()} and invitations go out in the order people
            joined. Early members get six months free, priority features and round-the-clock support.
          </p>
        </div>
        <div className="card early-access-card">
          <h3>
            <Users aria-hidden="true" size={20} /> Latest sign-ups
          </h3>
          {recentSignups}
        </div>
      </div>
    </section>
  );
}
