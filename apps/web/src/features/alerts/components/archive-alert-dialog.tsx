/** Archiving an alert asks for a reason (3 to 500 characters), which travellers then see on it. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_REASON_MAX_LENGTH, ALERT_REASON_MIN_LENGTH } from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useArchiveAlert } from '../api/moderate-alert';
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
      setError(`Reason must be at least ${ALERT_REASON_MIN_LENGTH} characters`);
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
        onError: (failure) => setError(fieldErrorsOf(failure).reason ?? failure.message),
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
        Archive alert
      </h2>
      <p id={descriptionId} className="dialog-description">
        “{alert.title}” will show as Archived, with your reason, and leave the active alerts.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextAreaField
          ref={reasonRef}
          label="Reason"
          value={reason}
          maxLength={ALERT_REASON_MAX_LENGTH}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          onCancel={close}
          isSubmitting={archive.isPending}
          label="Archive alert"
          submittingLabel="Archiving..."
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
