/**
 * Confirming the deletion of the account: what happens is spelled out, and the button only works once
 * the person has typed DELETE. The dialog cannot be dismissed while the request is in flight.
 */
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-words';
import { DELETE_CONFIRMATION, useDeleteAccount } from '../api/delete-account';
import { DialogActions } from '@/components/form/submit-button';

interface DeleteAccountDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Signs the app out and leaves the page; runs before the success toast. */
  readonly onDeleted: () => Promise<void> | void;
}

export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAccount({
    onSuccess: async () => {
      await onDeleted();
      toast.success(intl.formatMessage({ id: 'profile.deleted', defaultMessage: 'Account deleted' }), {
        description: intl.formatMessage({
          id: 'profile.deleted.text',
          defaultMessage: 'Your personal data has been erased.',
        }),
      });
    },
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'profile.deleteFailed', defaultMessage: 'Account deletion failed' }), {
        description: errorText(intl, error),
      }),
  });
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const close = () => {
    setTyped('');
    mutation.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={inputRef}
      dismissible={!mutation.isPending}
    >
      <h2 id={titleId} className="dialog-title">
        <FormattedMessage id="profile.delete.title" defaultMessage="Delete your account?" />
      </h2>
      <div id={descriptionId} className="dialog-description">
        <p>
          <FormattedMessage
            id="profile.delete.lead"
            defaultMessage="This cannot be undone. When you delete your account:"
          />
        </p>
        <ul className="delete-consequences">
          <li>
            <FormattedMessage
              id="profile.delete.personal"
              defaultMessage="Your personal data is erased everywhere, including the event history: your name, email, phone, emergency contact, bio, safety profile and preferences."
            />
          </li>
          <li>
            <FormattedMessage
              id="profile.delete.contributions"
              defaultMessage="Your community contributions (ratings, tips, posts and comments) stay, attributed to a deleted user."
            />
          </li>
          <li>
            <FormattedMessage id="profile.delete.signedOut" defaultMessage="You are signed out on every device." />
          </li>
        </ul>
      </div>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !mutation.isPending) mutation.mutate();
        }}
      >
        <TextField
          ref={inputRef}
          label={intl.formatMessage(
            { id: 'profile.delete.type', defaultMessage: 'Type {word} to confirm' },
            { word: DELETE_CONFIRMATION },
          )}
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={mutation.isPending}
        />
        <DialogActions
          onCancel={close}
          isSubmitting={mutation.isPending}
          label={intl.formatMessage({ id: 'profile.delete', defaultMessage: 'Delete account' })}
          submittingLabel={intl.formatMessage({ id: 'profile.deleting', defaultMessage: 'Deleting account...' })}
          tone="danger"
          disabled={!confirmed}
        />
      </form>
    </Dialog>
  );
}
