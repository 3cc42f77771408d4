/**
 * Where safety alerts will be listed. Alerts are published by moderators, which arrives in a later
 * release; until then this says so plainly instead of showing sample alerts.
 */
import { Link } from 'react-router-dom';
import { BellOff } from 'lucide-react';

export function AlertsComingSoon({ place, showLink = true }: { readonly place?: string; readonly showLink?: boolean }) {
  return (
    <div className="empty-state dash-empty-state-compact">
      <span className="empty-state-icon">
        <BellOff aria-hidden="true" size={22} />
      </span>
      <p className="empty-state-title">No safety alerts yet</p>
      <p className="muted">
        Live safety alerts{place ? ` for ${place}` : ''} arrive in an upcoming release. Until then nothing is shown here
        rather than sample alerts.
      </p>
      {showLink && (
        <Link to="/safety-alerts" className="btn btn-ghost btn-small">
          Safety alerts
        </Link>
      )}
    </div>
  );
}
