/**
 * Sign-in as a sample persona, shown only when the server allows it (never in production), so a
 * newcomer can try the app without Google or Reddit credentials.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { FlaskConical } from 'lucide-react';
import { useAuthOptions } from '../api/get-auth-options';
import { useDevelopmentSignIn } from '../api/development-sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

export function DevelopmentSignIn() {
  const intl = useIntl();
  const options = useAuthOptions();
  const completeSignIn = useCompleteSignIn();
  const signIn = useDevelopmentSignIn({
    onSuccess: (user) => {
      toast.success(intl.formatMessage({ id: 'auth.signedIn', defaultMessage: 'Login successful' }), {
        description: intl.formatMessage(
          { id: 'auth.signedIn.text', defaultMessage: 'Welcome back, {name}!' },
          { name: user.username },
        ),
      });
      completeSignIn(user);
    },
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'auth.signInFailed', defaultMessage: 'Login failed' }), {
        description: errorText(intl, error),
      }),
  });

  const development = options.data?.developmentSignIn;
  if (!development?.enabled || development.personas.length === 0) return null;

  return (
    <section className="card auth-development" aria-labelledby="development-sign-in-title">
      <h2 id="development-sign-in-title">
        <FlaskConical aria-hidden="true" size={20} />
        <FormattedMessage id="auth.development" defaultMessage="Development sign-in — not available in production" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="auth.development.lead"
          defaultMessage="This server lets you try SafeTrails as one of these sample people, without a Google or Reddit account."
        />
      </p>
      <ul className="personas">
        {development.personas.map((persona) => (
          <li key={persona.id}>
            <button
              type="button"
              className="persona"
              data-testid={`dev-sign-in-${persona.id}`}
              disabled={signIn.isPending}
              aria-busy={(signIn.isPending && signIn.variables === persona.id) || undefined}
              onClick={() => signIn.mutate(persona.id)}
            >
              <span className="persona-label">{persona.label}</span>
              <span className="persona-description">
                {signIn.isPending && signIn.variables === persona.id ? (
                  <FormattedMessage id="auth.development.signingIn" defaultMessage="Signing in..." />
                ) : (
                  persona.description
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
