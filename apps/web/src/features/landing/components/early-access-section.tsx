/** Social proof: the latest sign-ups (passed in by the route) and what joining now means. */
import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { hasLaunched, useLaunchMonth } from './launch-month';

export function EarlyAccessSection({ recentSignups }: { readonly recentSignups: ReactNode }) {
  const month = useLaunchMonth();
  return (
    <section id="early-access" className="section" aria-labelledby="early-access-title">
      <div className="container early-access-grid">
        <div>
          <p className="eyebrow">
            <FormattedMessage id="landing.earlyAccess.eyebrow" defaultMessage="Early access" />
          </p>
          <h2 id="early-access-title">
            <FormattedMessage id="landing.earlyAccess.title" defaultMessage="Travellers are claiming their spots" />
          </h2>
          <p className="section-lead">
            <FormattedMessage
              id="landing.earlyAccess.lead"
              defaultMessage="The beta {launched, select, yes {opened} other {opens}} in {month} and invitations go out in the order people joined. Early members get six months free, priority features and round-the-clock support."
              values={{ launched: hasLaunched() ? 'yes' : 'no', month }}
            />
          </p>
        </div>
        <div className="card early-access-card">
          <h3>
            <Users aria-hidden="true" size={20} />
            <FormattedMessage id="landing.earlyAccess.latest" defaultMessage="Latest sign-ups" />
          </h3>
          {recentSignups}
        </div>
      </div>
    </section>
  );
}
