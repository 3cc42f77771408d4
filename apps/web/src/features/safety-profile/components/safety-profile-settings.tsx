/**
 * /profile/settings (spec part 2 "Advanced safety profile settings"): a loading state while the
 * profile is looked up, then the form in create mode (no profile yet) or update mode.
 */
import { Link } from 'react-router-dom';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useSafetyProfile } from '../api/get-safety-profile';
import { draftOf } from '../lib/safety-profile-draft';
import { SafetyProfileForm } from './safety-profile-form';

/** The signed-in user's id; the route guard makes it present, but the form says so if it is not. */
export function SafetyProfileSettings({ userId }: { readonly userId: string | null }) {
  const query = useSafetyProfile(userId);
  // The first answer gives the form its starting values; later ones (after a save) only change the mode.
  const profile = query.data ?? null;
  const mode = profile ? 'update' : 'create';

  return (
    <div className="container container-medium safety-profile-page">
      <Link to="/profile?tab=safety" className="back-link">
        <ArrowLeft aria-hidden="true" size={18} /> Back to Profile
      </Link>
      <header className="safety-profile-header">
        <span className="safety-profile-icon">
          <ShieldCheck aria-hidden="true" size={28} />
        </span>
        <div>
          <p className="eyebrow">Advanced settings</p>
          <h1 id="safety-profile-title">Safety Profile</h1>
          <p className="lead">
            {mode === 'create'
              ? 'Create your safety profile: tell SafeTrails how you travel, and its scores, alerts and recommendations fit you.'
              : 'Keep your safety profile current, so scores, alerts and recommendations keep fitting you.'}
          </p>
          {profile && (
            <p className="muted" data-testid="safety-profile-updated">
              Last updated{' '}
              {new Date(profile.updatedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
          )}
        </div>
      </header>
      {query.data !== undefined || userId === null ? (
        <SafetyProfileForm initial={draftOf(profile)} mode={mode} userId={userId} />
      ) : query.isError ? (
        <div className="card load-error" role="alert">
          <p>We could not load your safety profile. Please try again.</p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Spinner label="Loading your safety profile…" />
      )}
    </div>
  );
}
