/**
 * /profile/settings (spec part 2 "Advanced safety profile settings"): a loading state while the
 * profile is looked up, then the form in create mode (no profile yet) or update mode.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useSafetyProfile } from '../api/get-safety-profile';
import { draftOf } from '../lib/safety-profile-draft';
import { SafetyProfileForm } from './safety-profile-form';
import { LoadFailure } from '@/components/ui/load-failure';

/** The signed-in user's id; the route guard makes it present, but the form says so if it is not. */
export function SafetyProfileSettings({ userId }: { readonly userId: string | null }) {
  const intl = useIntl();
  const query = useSafetyProfile(userId);
  // The first answer gives the form its starting values; later ones (after a save) only change the mode.
  const profile = query.data ?? null;
  const mode = profile ? 'update' : 'create';

  return (
    <div className="container container-medium safety-profile-page">
      <Link to="/profile?tab=safety" className="back-link">
        <ArrowLeft className="flip-rtl" aria-hidden="true" size={18} />
        <FormattedMessage id="safetyProfile.back" defaultMessage="Back to Profile" />
      </Link>
      <header className="safety-profile-header">
        <span className="safety-profile-icon">
          <ShieldCheck aria-hidden="true" size={28} />
        </span>
        <div>
          <p className="eyebrow">
            <FormattedMessage id="safetyProfile.eyebrow" defaultMessage="Advanced settings" />
          </p>
          <h1 id="safety-profile-title">
            <FormattedMessage id="safetyProfile.title" defaultMessage="Safety Profile" />
          </h1>
          <p className="lead">
            <FormattedMessage
              id="safetyProfile.lead"
              defaultMessage="{mode, select, create {Create your safety profile: tell SafeTrails how you travel, and its scores, alerts and recommendations fit you.} other {Keep your safety profile current, so scores, alerts and recommendations keep fitting you.}}"
              values={{ mode }}
            />
          </p>
          {profile && (
            <p className="muted" data-testid="safety-profile-updated">
              <FormattedMessage
                id="safetyProfile.updated"
                defaultMessage="Last updated {when}"
                values={{ when: intl.formatDate(profile.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            </p>
          )}
        </div>
      </header>
      {query.data !== undefined || userId === null ? (
        <SafetyProfileForm initial={draftOf(profile)} mode={mode} userId={userId} />
      ) : query.isError ? (
        <LoadFailure
          className="card load-error"
          message={intl.formatMessage({
            id: 'safetyProfile.loadFailed',
            defaultMessage: 'We could not load your safety profile. Please try again.',
          })}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Spinner
          label={intl.formatMessage({ id: 'safetyProfile.loading', defaultMessage: 'Loading your safety profile…' })}
        />
      )}
    </div>
  );
}
