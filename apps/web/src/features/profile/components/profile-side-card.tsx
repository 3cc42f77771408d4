/**
 * The side card of /profile: an initials avatar, the name, the email and Log out. The avatar is drawn
 * here rather than fetched from an avatar service, so the person's name never leaves the app.
 */
import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { initialsOf } from '@/lib/initials';

interface ProfileSideCardProps {
  readonly name: string;
  readonly email: string | null;
  readonly isLoggingOut: boolean;
  /** Any log-out in flight (this device or the others) holds the button. */
  readonly logoutBusy: boolean;
  readonly onLogout: () => void;
}

export function ProfileSideCard({ name, email, isLoggingOut, logoutBusy, onLogout }: ProfileSideCardProps) {
  const intl = useIntl();
  return (
    <aside
      className="card profile-side-card"
      aria-label={intl.formatMessage({ id: 'profile.yourAccount', defaultMessage: 'Your account' })}
    >
      <span className="profile-avatar" aria-hidden="true" data-testid="profile-avatar">
        {initialsOf(name)}
      </span>
      <p className="profile-side-name">{name}</p>
      {email && (
        <p className="profile-side-email">
          <bdi>{email}</bdi>
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-block" disabled={logoutBusy} onClick={onLogout}>
        <LogOut aria-hidden="true" size={18} />
        {intl.formatMessage(
          { id: 'profile.logOut', defaultMessage: '{busy, select, yes {Logging out...} other {Log out}}' },
          { busy: isLoggingOut ? 'yes' : 'no' },
        )}
      </button>
    </aside>
  );
}
