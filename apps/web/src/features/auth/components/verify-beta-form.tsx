/** The beta token form of /verify-beta; `initialToken` comes from an invitation link's `?token=`. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/text-field';
import { useVerifyBetaForm } from '../hooks/use-verify-beta-form';

export function VerifyBetaForm({ initialToken }: { readonly initialToken: string }) {
  const intl = useIntl();
  const [token, setToken] = useState(initialToken);
  const { verify, isVerifying, fieldError } = useVerifyBetaForm();

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        verify(token.trim());
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'auth.beta.token', defaultMessage: 'Beta access token' })}
        name="token"
        required
        // Spaces alone pass `required`; the server would refuse them, so the browser does first.
        pattern=".*\S.*"
        title={intl.formatMessage({
          id: 'auth.beta.token.title',
          defaultMessage: 'Please enter the token from your invitation',
        })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={fieldError}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={isVerifying}>
        {intl.formatMessage(
          { id: 'auth.beta.submit', defaultMessage: '{busy, select, yes {Verifying...} other {Verify access}}' },
          { busy: isVerifying ? 'yes' : 'no' },
        )}
      </button>
    </form>
  );
}
