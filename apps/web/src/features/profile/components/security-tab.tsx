/**
 * The Security tab: the sign-in methods linked to the account (and linking the other provider),
 * signing out of the other devices, and
 * deleting the account in the Danger Zone. SafeTrails has no passwords (people sign in with Google or
 * Reddit), so there is no password to change here.
 */
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/ui/titled-section';
import { KeyRound, Link2, LoaderCircle, MonitorSmartphone, Trash2, TriangleAlert } from 'lucide-react';
import { IDENTITY_PROVIDER_NAMES, type CurrentUser, type OAuthProvider } from '@safetrails/contracts';

/** Loaded when she first asks to delete her account: the profile's first load carries it no more. */
const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./delete-account-dialog')).DeleteAccountDialog,
}));

/** Adding the other provider as a second way in: offered for providers set up here and not linked yet. */
export interface SignInMethodLinking {
  readonly linkable: readonly OAuthProvider[];
  /** The provider whose popup is open. */
  readonly linking: OAuthProvider | null;
  readonly onLink: (provider: OAuthProvider) => void;
}

interface SecurityTabProps {
  readonly identities: CurrentUser['identities'];
  readonly linking: SignInMethodLinking;
  readonly isSigningOutOthers: boolean;
  readonly logoutBusy: boolean;
  readonly onSignOutOtherDevices: () => void;
  readonly onAccountDeleted: () => Promise<void> | void;
}

export function SecurityTab({
  identities,
  linking,
  isSigningOutOthers,
  logoutBusy,
  onSignOutOtherDevices,
  onAccountDeleted,
}: SecurityTabProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  // Mounted from her first click on, so that closing it returns her focus as any dialog does.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (deleting && !dialogWanted) setDialogWanted(true);
  const providers = [...new Set(identities.map(({ provider }) => provider))];

  return (
    <TitledSection look="tab" title={<FormattedMessage id="profile.security.title" defaultMessage="Security" />}>
      <div className="settings-block">
        <h3>
          <FormattedMessage id="profile.security.methods" defaultMessage="Sign-in methods" />
        </h3>
        <p className="muted">
          <FormattedMessage
            id="profile.security.methods.text"
            defaultMessage="SafeTrails has no password to remember or to leak: you sign in with the accounts below."
          />
        </p>
        {providers.length > 0 ? (
          <ul className="identity-list" data-testid="sign-in-methods">
            {providers.map((provider) => (
              <li key={provider}>
                <KeyRound aria-hidden="true" size={18} />
                {IDENTITY_PROVIDER_NAMES[provider]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            <FormattedMessage id="profile.security.methods.none" defaultMessage="No sign-in method is linked yet." />
          </p>
        )}
        {linking.linkable.length > 0 && (
          <div className="link-providers">
            {linking.linkable.map((provider) => (
              <button
                key={provider}
                type="button"
                className="btn btn-ghost"
                disabled={linking.linking !== null}
                aria-busy={linking.linking === provider || undefined}
                onClick={() => linking.onLink(provider)}
              >
                {linking.linking === provider ? (
                  <LoaderCircle className="spin" aria-hidden="true" size={18} />
                ) : (
                  <Link2 aria-hidden="true" size={18} />
                )}
                {intl.formatMessage(
                  { id: 'profile.security.link', defaultMessage: 'Link {provider}' },
                  { provider: IDENTITY_PROVIDER_NAMES[provider] },
                )}
              </button>
            ))}
          </div>
        )}
        {linking.linking && (
          <p role="status" className="muted">
            <FormattedMessage
              id="profile.security.linking"
              defaultMessage="Finish linking {provider} in the pop-up window."
              values={{ provider: IDENTITY_PROVIDER_NAMES[linking.linking] }}
            />
          </p>
        )}
      </div>

      <div className="settings-block">
        <h3>
          <FormattedMessage id="profile.security.devices" defaultMessage="Other devices" />
        </h3>
        <p className="muted">
          <FormattedMessage
            id="profile.security.devices.text"
            defaultMessage="Signed in on a shared or lost device? End every session except this one."
          />
        </p>
        <button type="button" className="btn btn-ghost" disabled={logoutBusy} onClick={onSignOutOtherDevices}>
          <MonitorSmartphone aria-hidden="true" size={18} />
          {intl.formatMessage(
            {
              id: 'profile.security.signOutOthers',
              defaultMessage: '{busy, select, yes {Signing out...} other {Sign out of other devices}}',
            },
            { busy: isSigningOutOthers ? 'yes' : 'no' },
          )}
        </button>
      </div>

      <div className="settings-block danger-zone">
        <h3>
          <TriangleAlert aria-hidden="true" size={20} />
          <FormattedMessage id="profile.security.danger" defaultMessage="Danger Zone" />
        </h3>
        <p>
          <FormattedMessage
            id="profile.security.danger.text"
            defaultMessage="Deleting your account erases your personal data everywhere, including the event history, and signs you out on every device. This cannot be undone."
          />
        </p>
        <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" size={18} />
          <FormattedMessage id="profile.delete" defaultMessage="Delete account" />
        </button>
      </div>

      {dialogWanted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />
        </Suspense>
      )}
    </TitledSection>
  );
}
