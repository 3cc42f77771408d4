/** Archiving an alert asks for a reason (3 to 500 characters), which travellers then see on it. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_REASON_MAX_LENGTH, ALERT_REASON_MIN_LENGTH } from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { fieldErrorsOf } from '@/lib/field-errors';
import { errorText } from '@/lib/error-words';
import { useArchiveAlert } from '../api/moderate-alert';
import { useIntl } from 'react-intl';
import { DialogActions } from '@/components/form/submit-button';

interface ArchiveAlertDialogProps {
  readonly alert: { readonly id: string; readonly title: string };
  readonly open: boolean;
  readonly onClose: () => void;
  /** Runs once archived, even if the list has already dropped the dialog. */
  readonly onArchived: () => void;
}

export function ArchiveAlertDialog({ alert, open, onClose, onArchived }: ArchiveAlertDialogProps) {
  const titleId = useId();
  const intl = useIntl();
  const descriptionId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const archive = useArchiveAlert({ onDone: onArchived });

  const close = () => {
    setReason('');
    setError(undefined);
    archive.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < ALERT_REASON_MIN_LENGTH) {
      setError(
        intl.formatMessage(
          { id: 'alerts.archive.tooShort', defaultMessage: 'Reason must be at least {min, number} characters' },
          { min: ALERT_REASON_MIN_LENGTH },
        ),
      );
      reasonRef.current?.focus();
      return;
    }
    archive.mutate(
      { alertId: alert.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setError(undefined);
        },
        onError: (failure) => setError(fieldErrorsOf(failure, intl).reason ?? errorText(intl, failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={reasonRef}
      dismissible={!archive.isPending}
    >
      <h2 id={titleId} className="dialog-title">
        {intl.formatMessage({ id: 'alerts.archive.title', defaultMessage: 'Archive alert' })}
      </h2>
      <p id={descriptionId} className="dialog-description">
        {intl.formatMessage(
          {
            id: 'alerts.archive.text',
            defaultMessage: '“{title}” will show as Archived, with your reason, and leave the active alerts.',
          },
          { title: alert.title },
        )}
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          ref={reasonRef}
          label={intl.formatMessage({ id: 'alerts.archive.reason', defaultMessage: 'Reason' })}
          value={reason}
          maxLength={ALERT_REASON_MAX_LENGTH}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          onCancel={close}
          isSubmitting={archive.isPending}
          label={intl.formatMessage({ id: 'alerts.archive.title', defaultMessage: 'Archive alert' })}
          submittingLabel={intl.formatMessage({ id: 'alerts.archive.archiving', defaultMessage: 'Archiving...' })}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
