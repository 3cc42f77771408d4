/**
 * The Safety profile tab: how complete the traveller's profile is and the contributor badge, both
 * from their real figures (the spec's first version showed a static 85% and 'Silver Contributor'),
 * the emergency contact, safety preferences and alert settings from the account profile (read-only
 * here, changed on /profile), and the way to /profile/settings.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Award, BellRing, HeartPulse, SlidersHorizontal, UserRoundCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccountProfile, SafetyPriority } from '@safetrails/contracts';
import type { TravellerStats } from '../api/get-traveller-stats';
import type { DashboardAccess } from '../lib/access';
import { CONTRIBUTOR_TIERS, contributorBadge } from '../lib/contributor-badge';
import { AccessPrompt } from './access-prompt';
import { CompletionMeter } from './completion-meter';
import { QueryState } from './query-state';

const PRIORITY_LABELS: Readonly<Record<SafetyPriority, string>> = {
  walkability: 'Walkability',
  publicTransport: 'Public transport',
  lowHarassment: 'Low harassment',
  lowPettyCrime: 'Low petty crime',
  medicalAccess: 'Medical access',
  streetLighting: 'Street lighting',
};

export const NOTIFICATION_LABELS: readonly {
  readonly key: keyof AccountProfile['notifications'];
  readonly label: string;
}[] = [
  { key: 'emailNotifications', label: 'Email notifications' },
  { key: 'safetyAlerts', label: 'Safety alerts' },
  { key: 'travelTips', label: 'Travel tips' },
];

interface SafetyProfileTabProps {
  readonly access: DashboardAccess;
  readonly stats: UseQueryResult<TravellerStats>;
  readonly profile: UseQueryResult<AccountProfile>;
}

export function SafetyProfileTab({ access, stats, profile }: SafetyProfileTabProps) {
  if (access !== 'beta') {
    return (
      <div className="card">
        <h2 className="dash-side-card-title">Your safety profile</h2>
        <AccessPrompt access={access} what="your safety profile, contributor badge and emergency contact" />
      </div>
    );
  }

  return (
    <div className="dash-safety-profile-tab">
      <div className="dash-profile-cards">
        <ProfileCard icon={UserRoundCheck} title="Profile completion">
          <QueryState query={stats} loadingLabel="Loading your profile completion…">
            {(figures) => (
              <>
                <CompletionMeter percent={figures.profileCompletion} />
                <p className="muted">
                  Travelers with a complete safety profile get recommendations that fit how they travel.
                </p>
              </>
            )}
          </QueryState>
          <Link to="/profile/settings" className="btn btn-primary btn-small">
            Complete Your Profile
          </Link>
        </ProfileCard>

        <ProfileCard icon={Award} title="Contributor badge">
          <QueryState query={stats} loadingLabel="Loading your contributions…">
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
                    {badge.label}
                  </p>
                  <p className="muted">
                    {badge.contributions === 1 ? '1 contribution' : `${badge.contributions} contributions`}:{' '}
                    {figures.ratingsGiven} ratings, {figures.tipsGiven} tips, {figures.neighbourhoodReportsGiven}{' '}
                    neighborhood reports.{' '}
                    {badge.next
                      ? `${badge.next.remaining} more to become a ${badge.next.label}.`
                      : 'You have reached the highest tier. Thank you!'}
                  </p>
                  <p className="dash-badge-tiers">
                    {CONTRIBUTOR_TIERS.filter(({ from }) => from > 0)
                      .map(({ label, from }) => `${label} from ${from}`)
                      .join(' · ')}
                  </p>
                </>
              );
            }}
          </QueryState>
        </ProfileCard>

        <QueryState query={profile} loadingLabel="Loading your profile…">
          {(account) => (
            <>
              <ProfileCard icon={HeartPulse} title="Emergency contact">
                {account.emergencyContact ? (
                  <p className="dash-profile-card-value">{account.emergencyContact}</p>
                ) : (
                  <p className="muted">
                    No emergency contact yet. Add someone who should hear from you if something goes wrong on a trip.
                  </p>
                )}
                <Link to="/profile" className="dash-card-link">
                  {account.emergencyContact ? 'Change it in your profile' : 'Add one in your profile'}
                </Link>
              </ProfileCard>

              <ProfileCard icon={SlidersHorizontal} title="Safety preferences">
                {account.safety.priorities.length > 0 ? (
                  <ul className="dash-chip-list" aria-label="What matters most to you">
                    {account.safety.priorities.map((priority) => (
                      <li key={priority} className="dash-chip">
                        {PRIORITY_LABELS[priority]}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">You have not chosen what matters most to you yet.</p>
                )}
                <p>
                  Minimum safety score: <strong>{account.safety.minimumSafetyScore}/100</strong>
                </p>
                <Link to="/profile?tab=safety" className="dash-card-link">
                  Change your safety preferences
                </Link>
              </ProfileCard>

              <ProfileCard icon={BellRing} title="Alert settings">
                <NotificationSummary notifications={account.notifications} />
                <Link to="/profile?tab=notifications" className="dash-card-link">
                  Change them in your profile
                </Link>
              </ProfileCard>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

export function NotificationSummary({ notifications }: { readonly notifications: AccountProfile['notifications'] }) {
  return (
    <dl className="dash-setting-list">
      {NOTIFICATION_LABELS.map(({ key, label }) => (
        <div key={key} className="dash-setting-row">
          <dt>{label}</dt>
          <dd className={notifications[key] ? 'dash-setting-on' : 'dash-setting-off'}>
            {notifications[key] ? 'On' : 'Off'}
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
