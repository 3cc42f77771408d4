/** A "Continue with ..." button; disabled, with the reason beneath, when the provider is not set up. */
import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { OAuthProvider } from '@safetrails/contracts';

interface ProviderButtonProps {
  readonly provider: OAuthProvider;
  /** True when the server has the provider set up; false when not; undefined while unknown. */
  readonly available: boolean | undefined;
  readonly waiting: boolean;
  readonly onClick: () => void;
}

const PROVIDERS = {
  google: { name: 'Google', Mark: GoogleMark },
  reddit: { name: 'Reddit', Mark: RedditMark },
} as const;

export function ProviderButton({ provider, available, waiting, onClick }: ProviderButtonProps) {
  const noteId = useId();
  const { name, Mark } = PROVIDERS[provider];
  const unavailable = available === false;
  return (
    <div className="provider">
      <button
        type="button"
        className="btn btn-block provider-button"
        disabled={available !== true}
        aria-busy={waiting || undefined}
        aria-describedby={unavailable ? noteId : undefined}
        onClick={onClick}
      >
        {waiting ? <LoaderCircle className="spin" aria-hidden="true" size={20} /> : <Mark />}
        <FormattedMessage id="auth.provider" defaultMessage="Continue with {provider}" values={{ provider: name }} />
      </button>
      {unavailable && (
        <p id={noteId} className="provider-note">
          <FormattedMessage
            id="auth.provider.unavailable"
            defaultMessage="{provider} sign-in is not set up on this server."
            values={{ provider: name }}
          />
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg className="provider-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function RedditMark() {
  return (
    <svg className="provider-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#FF4500" />
      <path d="M12 9.2 13.1 5l3.1.7" fill="none" stroke="#fff" strokeWidth="1" strokeLinecap="round" />
      <circle cx="16.9" cy="5.9" r="1.3" fill="#fff" />
      <circle cx="6.6" cy="11.4" r="1.6" fill="#fff" />
      <circle cx="17.4" cy="11.4" r="1.6" fill="#fff" />
      <ellipse cx="12" cy="14.2" rx="6.2" ry="4.4" fill="#fff" />
      <circle cx="9.6" cy="13.6" r="1.1" fill="#FF4500" />
      <circle cx="14.4" cy="13.6" r="1.1" fill="#FF4500" />
      <path d="M9.7 16.3c1.4.9 3.2.9 4.6 0" fill="none" stroke="#FF4500" strokeWidth="0.8" strokeLinecap="round" />
    </svg>
  );
}
