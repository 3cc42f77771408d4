/** Stands where personal data would be: a sign-in prompt when signed out, a beta prompt without beta access. */
import { Link } from 'react-router-dom';
import { KeyRound, LogIn } from 'lucide-react';
import type { DashboardAccess } from '../lib/access';

interface AccessPromptProps {
  readonly access: Exclude<DashboardAccess, 'beta'>;
  /** What the visitor would see, e.g. "your saved destinations". */
  readonly what: string;
  readonly compact?: boolean;
}

export function AccessPrompt({ access, what, compact = false }: AccessPromptProps) {
  const signedOut = access === 'signed-out';
  return (
    <div className={compact ? 'dash-access-prompt dash-access-prompt-compact' : 'dash-access-prompt'}>
      <p>
        {signedOut
          ? `Sign in to see ${what}.`
          : `Verify your beta access to see ${what}.${compact ? '' : ' Your invitation email has the token.'}`}
      </p>
      <Link to={signedOut ? '/auth' : '/verify-beta'} className="btn btn-ghost btn-small">
        {signedOut ? <LogIn aria-hidden="true" size={16} /> : <KeyRound aria-hidden="true" size={16} />}
        {signedOut ? 'Sign in' : 'Verify beta access'}
      </Link>
    </div>
  );
}
