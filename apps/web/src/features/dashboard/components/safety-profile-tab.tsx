/**
 * The Safety profile tab: how complete the traveller's profile is and the contributor badge, both
 * from their real figures (the spec's first version showed a static 85% and 'Silver Contributor'),
 * the emergency contact, safety preferences and alert settings from the account profile (read-only
 * here, changed on /profile), and the way to /profile/settings.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTIFICATION_SWITCHES, notificationSwitchName, priorityName } from '@/lib/account-words';
import { Link } from 'react-router-dom';
import { Award, BellRing, HeartPulse, SlidersHorizontal, UserRoundCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccountProfile } from '@safetrails/contracts';
import type { TravellerStats } from '../api/get-traveller-stats';
import type { DashboardAccess } from '../lib/access';
import { CONTRIBUTOR_TIERS, contributorBadge, tierName } from '../lib/contributor-badge';
import { AccessPrompt } from './access-prompt';
import { CompletionMeter } from './completion-meter';
import { QueryState } from './query-state';

interface SafetyProfileTabProps {
  readonly access: DashboardAccess;
  readonly stats: UseQueryResult<TravellerStats>;
  readonly profile: UseQueryResult<AccountProfile>;
}

export function SafetyProfileTab({ access, stats, profile }: SafetyProfileTabProps) {
  const intl = useIntl();
  if (access !== 'beta') {
    return (
      <div className="card">
        <h2 className="dash-side-card-title">
          <FormattedMessage id="dashboard.profile.title" defaultMessage="Your safety profile" />
        </h2>
        <AccessPrompt access={access} what="profile" />
      </div>
    );
  }

  return (
    <div className="dash-safety-profile-tab">
      <div className="dash-profile-cards">
        <ProfileCard
          icon={UserRoundCheck}
          title={intl.formatMessage({ id: 'dashboard.completion', defaultMessage: 'Profile completion' })}
        >
          <QueryState
            query={stats}
            loadingLabel={intl.formatMessage({
              id: 'dashboard.loading.completion',
              defaultMessage: 'Loading your profile completion…',
            })}
          >
            {(figures) => (
              <>
                <CompletionMeter percent={figures.profileCompletion} />
                <p className="muted">
                  <FormattedMessage
                    id="dashboard.completion.text"
                    defaultMessage="Travelers with a complete safety profile get recommendations that fit how they travel."
                  />
                </p>
              </>
            )}
          </QueryState>
          <Link to="/profile/settings" className="btn btn-primary btn-small">
            <FormattedMessage id="dashboard.completion.action" defaultMessage="Complete Your Profile" />
          </Link>
        </ProfileCard>

        <ProfileCard
          icon={Award}
          title={intl.formatMessage({ id: 'dashboard.badge', defaultMessage: 'Contributor badge' })}
        >
          <QueryState
            query={stats}
            loadingLabel={intl.formatMessage({
              id: 'dashboard.loading.contributions',
              defaultMessage: 'Loading your contributions…',
            })}
          >
            {(figures) => {
              const badge = contributorBadge(
                figures.ratingsGiven + figures.tipsGiven + figures.neighbourhoodReportsGiven,
              );
              return (
                <>
                  <p
                    className={`dash-contributor-badge dash-contributor-badge-${badge.tier}`}
                    data-testid="contributor-badge"
                  >
                    <Award aria-hidden="true" size={18} />
                    {tierName(intl, badge.tier)}
                  </p>
                  <p className="muted">
                    <FormattedMessage
                      id="dashboard.badge.text"
                      defaultMessage="{count, plural, one {# contribution} other {# contributions}}: {ratings, number} ratings, {tips, number} tips, {reports, number} neighborhood reports. {next, select, none {You have reached the highest tier. Thank you!} other {{remaining, number} more to become a {next}.}}"
                      values={{
                        count: badge.contributions,
                        ratings: figures.ratingsGiven,
                        tips: figures.tipsGiven,
                        reports: figures.neighbourhoodReportsGiven,
                        next: badge.next ? tierName(intl, badge.next.tier) : 'none',
                        remaining: badge.next?.remaining ?? 0,
                      }}
                    />
                  </p>
                  <p className="dash-badge-tiers">
                    {CONTRIBUTOR_TIERS.filter(({ from }) => from > 0)
                      .map(({ tier, from }) =>
                        intl.formatMessage(
                          { id: 'dashboard.badge.tier', defaultMessage: '{tier} from {from, number}' },
                          { tier: tierName(intl, tier), from },
                        ),
                      )
                      .join(SEPARATOR)}
                  </p>
                </>
              );
            }}
          </QueryState>
        </ProfileCard>

        <QueryState
          query={profile}
          loadingLabel={intl.formatMessage({ id: 'profile.loading', defaultMessage: 'Loading your profile…' })}
        >
          {(account) => (
            <>
              <ProfileCard
                icon={HeartPulse}
                title={intl.formatMessage({
                  id: 'profile.details.emergencyContact',
                  defaultMessage: 'Emergency contact',
                })}
              >
                {account.emergencyContact ? (
                  <p className="dash-profile-card-value">{account.emergencyContact}</p>
                ) : (
                  <p className="muted">
                    <FormattedMessage
                      id="dashboard.emergency.none"
                      defaultMessage="No emergency contact yet. Add someone who should hear from you if something goes wrong on a trip."
                    />
                  </p>
                )}
                <Link to="/profile" className="dash-card-link">
                  <FormattedMessage
                    id="dashboard.emergency.action"
                    defaultMessage="{known, select, yes {Change it in your profile} other {Add one in your profile}}"
                    values={{ known: account.emergencyContact ? 'yes' : 'no' }}
                  />
                </Link>
              </ProfileCard>

              <ProfileCard
                icon={SlidersHorizontal}
                title={intl.formatMessage({ id: 'dashboard.preferences', defaultMessage: 'Safety preferences' })}
              >
                {account.safety.priorities.length > 0 ? (
                  <ul
                    className="dash-chip-list"
                    aria-label={intl.formatMessage({
                      id: 'dashboard.preferences.list',
                      defaultMessage: 'What matters most to you',
                    })}
                  >
                    {account.safety.priorities.map((priority) => (
                      <li key={priority} className="dash-chip">
                        {priorityName(intl, priority)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">
                    <FormattedMessage
                      id="dashboard.preferences.none"
                      defaultMessage="You have not chosen what matters most to you yet."
                    />
                  </p>
                )}
                <p>
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
                <Link to="/profile?tab=safety" className="dash-card-link">
                  <FormattedMessage id="dashboard.preferences.action" defaultMessage="Change your safety preferences" />
                </Link>
              </ProfileCard>

              <ProfileCard
                icon={BellRing}
                title={intl.formatMessage({ id: 'alertSettings.title', defaultMessage: 'Alert settings' })}
              >
                <NotificationSummary notifications={account.notifications} />
                <Link to="/profile?tab=notifications" className="dash-card-link">
                  <FormattedMessage id="dashboard.notifications.action" defaultMessage="Change them in your profile" />
                </Link>
              </ProfileCard>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

/** A separator, not a word: the same in every language. */
const SEPARATOR = ' · ';

export function NotificationSummary({ notifications }: { readonly notifications: AccountProfile['notifications'] }) {
  const intl = useIntl();
  return (
    <dl className="dash-setting-list">
      {NOTIFICATION_SWITCHES.map((key) => (
        <div key={key} className="dash-setting-row">
          <dt>{notificationSwitchName(intl, key)}</dt>
          <dd className={notifications[key] ? 'dash-setting-on' : 'dash-setting-off'}>
            <FormattedMessage
              id="dashboard.setting"
              defaultMessage="{on, select, yes {On} other {Off}}"
              values={{ on: notifications[key] ? 'yes' : 'no' }}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="card dash-profile-card">
      <h2 className="dash-side-card-title">
        <Icon aria-hidden="true" size={20} />
        {title}
      </h2>
      {children}
    </section>
  );
}
