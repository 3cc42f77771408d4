/**
 * Where a visitor's or a traveller-without-beta's own figures would be: what they would see, and
 * the way to sign in or to verify beta access.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { KeyRound, LogIn } from 'lucide-react';
import type { DashboardAccess } from '../lib/access';

/** What the visitor would see there. */
export type AccessWhat = 'viewed' | 'contributions' | 'completion' | 'alerts' | 'profile' | 'contribute' | 'vote';

interface AccessPromptProps {
  readonly access: Exclude<DashboardAccess, 'beta'>;
  readonly what: AccessWhat;
  readonly compact?: boolean;
}

export function AccessPrompt({ access, what, compact = false }: AccessPromptProps) {
  const signedOut = access === 'signed-out';
  return (
    <div className={compact ? 'dash-access-prompt dash-access-prompt-compact' : 'dash-access-prompt'}>
      <p>
        {signedOut ? (
          <FormattedMessage
            id="dashboard.access.signIn"
            defaultMessage="{what, select, viewed {Sign in to see the destinations you viewed.} contributions {Sign in to see your contributions.} completion {Sign in to see how complete your safety profile is.} alerts {Sign in to see your own alert preferences.} profile {Sign in to see your safety profile, contributor badge and emergency contact.} contribute {Sign in to see how you can contribute.} other {Sign in to see how you can vote on tips.}}"
            values={{ what }}
          />
        ) : (
          <FormattedMessage
            id="dashboard.access.verify"
            defaultMessage="{what, select, viewed {Verify your beta access to see the destinations you viewed.} contributions {Verify your beta access to see your contributions.} completion {Verify your beta access to see how complete your safety profile is.} alerts {Verify your beta access to see your own alert preferences.} profile {Verify your beta access to see your safety profile, contributor badge and emergency contact.} contribute {Verify your beta access to see how you can contribute.} other {Verify your beta access to see how you can vote on tips.}}{compact, select, yes {} other { Your invitation email has the token.}}"
            values={{ what, compact: compact ? 'yes' : 'no' }}
          />
        )}
      </p>
      <Link to={signedOut ? '/auth' : '/verify-beta'} className="btn btn-ghost btn-small">
        {signedOut ? <LogIn aria-hidden="true" size={16} /> : <KeyRound aria-hidden="true" size={16} />}
        <FormattedMessage
          id="dashboard.access.prompt.action"
          defaultMessage="{signedOut, select, yes {Sign in} other {Verify beta access}}"
          values={{ signedOut: signedOut ? 'yes' : 'no' }}
        />
      </Link>
    </div>
  );
}
