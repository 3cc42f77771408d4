/**
 * The header's account control: a "Sign in" link when signed out; when signed in, the person's
 * name opening a small panel with their pages and the log-out actions.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
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
} from 'lucide-react';
import { initialsOf } from '@/lib/initials';
import type { User } from '../api/get-user';
import { useLogout } from '../hooks/use-logout';
import { useUser } from '../hooks/use-user';

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
          <li>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" size={18} />
              <FormattedMessage id="account.dashboard" defaultMessage="Dashboard" />
            </Link>
          </li>
          <li>
            <Link to="/profile">
              <UserRound aria-hidden="true" size={18} />
              <FormattedMessage id="account.profile" defaultMessage="Profile" />
            </Link>
          </li>
          {user.betaAccess && (
            <>
              <li>
                <Link to="/safety">
                  <ShieldCheck aria-hidden="true" size={18} />
                  <FormattedMessage id="account.safety" defaultMessage="Safety network" />
                </Link>
              </li>
              <li>
                <Link to="/trips">
                  <Luggage aria-hidden="true" size={18} />
                  <FormattedMessage id="account.trips" defaultMessage="Trips" />
                </Link>
              </li>
            </>
          )}
          {!user.betaAccess && (
            <li>
              <Link to="/verify-beta">
                <KeyRound aria-hidden="true" size={18} />
                <FormattedMessage id="account.verifyBeta" defaultMessage="Verify beta access" />
              </Link>
            </li>
          )}
        </ul>
        <ul className="account-links account-actions">
          <li>
            <button type="button" disabled={pendingScope !== null} onClick={() => logout('local')}>
              <LogOut aria-hidden="true" size={18} />
              <FormattedMessage
                id="account.logOut"
                defaultMessage="{busy, select, yes {Logging out...} other {Log out}}"
                values={{ busy: pendingScope === 'local' ? 'yes' : 'no' }}
              />
            </button>
          </li>
          <li>
            <button type="button" disabled={pendingScope !== null} onClick={() => logout('global')}>
              <MonitorSmartphone aria-hidden="true" size={18} />
              <FormattedMessage
                id="account.logOutEverywhere"
                defaultMessage="{busy, select, yes {Logging out...} other {Log out on all devices}}"
                values={{ busy: pendingScope === 'global' ? 'yes' : 'no' }}
              />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
