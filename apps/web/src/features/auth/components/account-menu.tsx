/**
 * The header's account control: a "Sign in" link when signed out; when signed in, the person's
 * name opening a small panel with their pages and the log-out actions.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  ChevronDown,
  KeyRound,
  LayoutDashboard,
  LogIn,
  LogOut,
  Luggage,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { initialsOf } from '@/lib/initials';
import type { User } from '../api/get-user';
import { useLogout } from '../hooks/use-logout';
import { useUser } from '../hooks/use-user';

const PAGE_WORDS = defineMessages({
  dashboard: { id: 'account.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'account.profile', defaultMessage: 'Profile' },
  safety: { id: 'account.safety', defaultMessage: 'Safety network' },
  trips: { id: 'account.trips', defaultMessage: 'Trips' },
  verifyBeta: { id: 'account.verifyBeta', defaultMessage: 'Verify beta access' },
});

interface MenuPage {
  readonly to: string;
  readonly icon: LucideIcon;
  readonly label: MessageDescriptor;
}

/** Her pages: the safety network and trips with beta access, else the way to get it. */
function pagesOf(user: User): readonly MenuPage[] {
  const beta: readonly MenuPage[] = user.betaAccess
    ? [
        { to: '/safety', icon: ShieldCheck, label: PAGE_WORDS.safety },
        { to: '/trips', icon: Luggage, label: PAGE_WORDS.trips },
      ]
    : [{ to: '/verify-beta', icon: KeyRound, label: PAGE_WORDS.verifyBeta }];
  return [
    { to: '/dashboard', icon: LayoutDashboard, label: PAGE_WORDS.dashboard },
    { to: '/profile', icon: UserRound, label: PAGE_WORDS.profile },
    ...beta,
  ];
}

/** Log out here, or on every device she is signed in on. */
const LOG_OUT_WORDS: Readonly<Record<'local' | 'global', MessageDescriptor>> = defineMessages({
  local: { id: 'account.logOut', defaultMessage: '{busy, select, yes {Logging out...} other {Log out}}' },
  global: {
    id: 'account.logOutEverywhere',
    defaultMessage: '{busy, select, yes {Logging out...} other {Log out on all devices}}',
  },
});
const LOG_OUTS = [
  { scope: 'local', icon: LogOut },
  { scope: 'global', icon: MonitorSmartphone },
] as const;

export function AccountMenu() {
  const { user, isLoading } = useUser();
  if (isLoading) return <div className="account-menu" data-testid="account-menu" data-state="loading" />;
  if (!user) {
    return (
      <div className="account-menu" data-testid="account-menu" data-state="signed-out">
        <Link to="/auth" className="btn btn-ghost btn-small account-sign-in">
          <LogIn aria-hidden="true" size={18} />
          <span className="account-sign-in-label">
            <FormattedMessage id="account.signIn" defaultMessage="Sign in" />
          </span>
        </Link>
      </div>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { readonly user: User }) {
  const location = useLocation();
  // Open on the page it was opened on: moving to another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const intl = useIntl();
  const { logout, pendingScope } = useLogout();
  const displayName = user.name || user.username;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="account-menu"
      data-testid="account-menu"
      data-state="signed-in"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="account-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        <span className="account-avatar" aria-hidden="true">
          {initialsOf(displayName)}
        </span>
        <span className="account-name">{displayName}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        <p className="account-who">
          <strong>{displayName}</strong>
          {user.email && <span>{user.email}</span>}
        </p>
        <ul className="account-links">
          {pagesOf(user).map(({ to, icon: Icon, label }) => (
            <li key={to}>
              <Link to={to}>
                <Icon aria-hidden="true" size={18} />
                <FormattedMessage {...label} />
              </Link>
            </li>
          ))}
        </ul>
        <ul className="account-links account-actions">
          {LOG_OUTS.map(({ scope, icon: Icon }) => (
            <li key={scope}>
              <button type="button" disabled={pendingScope !== null} onClick={() => logout(scope)}>
                <Icon aria-hidden="true" size={18} />
                {intl.formatMessage(LOG_OUT_WORDS[scope], { busy: pendingScope === scope ? 'yes' : 'no' })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
