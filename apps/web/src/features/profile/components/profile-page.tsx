/**
 * /profile (spec part 2 "Account profile page"): the side card, and the tabs Profile, Safety, Saved,
 * Notifications and Security. The chosen tab is kept in `?tab=`, so a reload or a shared link opens
 * it again. The route hands in the signed-in user and the sign-in actions, which belong to auth.
 */
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Bell, Bookmark, LockKeyhole, ShieldCheck, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser, LogoutScope, SavedItemView } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useAccountProfile, type AccountProfile } from '../api/get-account-profile';
import { NotificationPreferencesTab } from './notification-preferences-tab';
import { ProfileDetailsTab } from './profile-details-tab';
import { ProfileSideCard } from './profile-side-card';
import { SafetyPreferencesTab } from './safety-preferences-tab';
import { SavedPlacesTab } from './saved-places-tab';
import { SecurityTab, type SignInMethodLinking } from './security-tab';
import { LoadFailure } from '@/components/ui/load-failure';

type ProfileTab = 'profile' | 'safety' | 'saved' | 'notifications' | 'security';

const TAB_ICONS = {
  profile: UserRound,
  safety: ShieldCheck,
  saved: Bookmark,
  notifications: Bell,
  security: LockKeyhole,
} as const satisfies Record<ProfileTab, unknown>;

const TAB_NAMES = defineMessages({
  profile: { id: 'profile.tab.profile', defaultMessage: 'Profile' },
  safety: { id: 'profile.tab.safety', defaultMessage: 'Safety' },
  saved: { id: 'profile.tab.saved', defaultMessage: 'Saved' },
  notifications: { id: 'profile.tab.notifications', defaultMessage: 'Notifications' },
  security: { id: 'profile.tab.security', defaultMessage: 'Security' },
});

const TAB_KEYS = Object.keys(TAB_ICONS) as ProfileTab[];

interface ProfilePageProps {
  readonly user: CurrentUser;
  /** The log-out in flight, if any. */
  readonly pendingLogout: LogoutScope | null;
  readonly onLogout: () => void;
  readonly onSignOutOtherDevices: () => void;
  readonly onAccountDeleted: () => Promise<void> | void;
  /** Linking another provider from the Security tab; the auth feature runs the popup. */
  readonly signInMethodLinking: SignInMethodLinking;
  /** The Saved tab's list, read by the destinations feature. */
  readonly saved: UseQueryResult<SavedItemView[]>;
}

export function ProfilePage({
  user,
  pendingLogout,
  onLogout,
  onSignOutOtherDevices,
  onAccountDeleted,
  signInMethodLinking,
  saved,
}: ProfilePageProps) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: TabItem<ProfileTab>[] = TAB_KEYS.map((key) => ({
    key,
    label: intl.formatMessage(TAB_NAMES[key]),
    icon: TAB_ICONS[key],
  }));
  const selected = TAB_KEYS.find((key) => key === searchParams.get('tab')) ?? 'profile';
  const profileQuery = useAccountProfile(user.id);
  const displayName = profileQuery.data?.fullName || user.name || user.username;

  const select = (tab: ProfileTab) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'profile') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  /** The panels that show saved settings wait for them. */
  const withProfile = (render: (profile: AccountProfile) => ReactNode) => {
    if (profileQuery.data) return render(profileQuery.data);
    if (profileQuery.isError) {
      return (
        <LoadFailure
          message={intl.formatMessage({
            id: 'profile.loadFailed',
            defaultMessage: 'We could not load your profile. Please try again.',
          })}
          onRetry={() => void profileQuery.refetch()}
        />
      );
    }
    return <Spinner label={intl.formatMessage({ id: 'profile.loading', defaultMessage: 'Loading your profile…' })} />;
  };

  const panel = (tab: ProfileTab) => {
    switch (tab) {
      case 'profile':
        return withProfile((profile) => <ProfileDetailsTab userId={user.id} email={user.email} profile={profile} />);
      case 'safety':
        return withProfile((profile) => <SafetyPreferencesTab userId={user.id} profile={profile} />);
      case 'saved':
        return <SavedPlacesTab saved={saved} />;
      case 'notifications':
        return withProfile((profile) => <NotificationPreferencesTab userId={user.id} profile={profile} />);
      case 'security':
        return (
          <SecurityTab
            identities={user.identities}
            linking={signInMethodLinking}
            isSigningOutOthers={pendingLogout === 'others'}
            logoutBusy={pendingLogout !== null}
            onSignOutOtherDevices={onSignOutOtherDevices}
            onAccountDeleted={onAccountDeleted}
          />
        );
    }
  };

  return (
    <div className="container profile-page">
      <header className="profile-header">
        <p className="eyebrow">
          <FormattedMessage id="profile.yourAccount" defaultMessage="Your account" />
        </p>
        <h1 id="profile-title">
          <FormattedMessage id="profile.tab.profile" defaultMessage="Profile" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="profile.lead"
            defaultMessage="Your details, safety preferences and account settings in one place."
          />
        </p>
      </header>
      <div className="profile-layout">
        <ProfileSideCard
          name={displayName}
          email={user.email}
          isLoggingOut={pendingLogout === 'local'}
          logoutBusy={pendingLogout !== null}
          onLogout={onLogout}
        />
        <div className="card profile-main">
          <Tabs
            label={intl.formatMessage({ id: 'profile.sections', defaultMessage: 'Profile sections' })}
            idPrefix="profile"
            tabs={tabs}
            selected={selected}
            onSelect={select}
          >
            {panel(selected)}
          </Tabs>
        </div>
      </div>
    </div>
  );
}
