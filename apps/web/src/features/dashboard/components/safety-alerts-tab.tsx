/**
 * The Safety alerts tab: every active alert in the full widget (drawn by the alerts feature), the
 * traveller's alert preferences from their account profile, read-only here, and the minimum safety
 * score they set (75/100 by default).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Settings } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MINIMUM_SAFETY_SCORE, type AccountProfile } from '@safetrails/contracts';
import type { DashboardAccess } from '../lib/access';
import { AccessPrompt } from './access-prompt';
import type { DashboardAlerts } from './dashboard-alerts';
import { QueryState } from './query-state';
import { NotificationSummary } from './safety-profile-tab';

interface SafetyAlertsTabProps {
  readonly access: DashboardAccess;
  readonly profile: UseQueryResult<AccountProfile>;
  readonly alerts: DashboardAlerts;
}

export function SafetyAlertsTab({ access, profile, alerts }: SafetyAlertsTabProps) {
  const intl = useIntl();
  return (
    <div className="dashboard-grid">
      <section className="card">
        {alerts.general(intl.formatMessage({ id: 'dashboard.tab.safetyAlerts', defaultMessage: 'Safety Alerts' }))}
        <div className="button-row dash-button-row-start">
          <Link to="/safety-alerts" className="btn btn-primary btn-small">
            <FormattedMessage id="dashboard.alerts.all" defaultMessage="View all alerts" />
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="alert-preferences-title">
        <h2 id="alert-preferences-title" className="dash-side-card-title">
          <FormattedMessage id="dashboard.alerts.preferences" defaultMessage="Alert preferences" />
        </h2>
        {access === 'beta' ? (
          <QueryState
            query={profile}
            loadingLabel={intl.formatMessage({
              id: 'dashboard.loading.preferences',
              defaultMessage: 'Loading your alert preferences…',
            })}
          >
            {(account) => (
              <>
                <NotificationSummary notifications={account.notifications} />
                <p className="dash-minimum-score">
                  <FormattedMessage
                    id="dashboard.minimum"
                    defaultMessage="Minimum safety score: <b>{score, number}/100</b>{byDefault, select, yes { (the default)} other {}}"
                    values={{
                      score: account.safety.minimumSafetyScore,
                      byDefault: 'no',
                      b: (text) => <strong>{text}</strong>,
                    }}
                  />
                </p>
                <p className="muted">
                  <FormattedMessage
                    id="dashboard.minimum.text"
                    defaultMessage="Destinations scoring below it will be flagged for you. Change it on the Safety tab of your profile."
                  />
                </p>
              </>
            )}
          </QueryState>
        ) : (
          <>
            <p className="dash-minimum-score">
              <FormattedMessage
                id="dashboard.minimum"
                defaultMessage="Minimum safety score: <b>{score, number}/100</b>{byDefault, select, yes { (the default)} other {}}"
                values={{ score: MINIMUM_SAFETY_SCORE.default, byDefault: 'yes', b: (text) => <strong>{text}</strong> }}
              />
            </p>
            <AccessPrompt access={access} what="alerts" compact />
          </>
        )}
        <div className="button-row dash-button-row-start">
          <Link to="/safety-alerts/settings" className="btn btn-ghost btn-small">
            <Settings aria-hidden="true" size={16} />
            <FormattedMessage id="alertSettings.title" defaultMessage="Alert settings" />
          </Link>
          {access === 'beta' && (
            <Link to="/profile?tab=notifications" className="btn btn-ghost btn-small">
              <FormattedMessage id="dashboard.notificationPreferences" defaultMessage="Notification preferences" />
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
