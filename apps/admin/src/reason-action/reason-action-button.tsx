/**
 * A moderation action that asks why before it acts: a button, a dialog with a required reason,
 * and the API call. Used by every content resource (remove a rating, archive an alert, hide a
 * post...), so each action reads the same and none goes out without its reason.
 */
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { HttpError, useNotify, useRefresh } from 'react-admin';
import { MODERATION_REASON_MAX_LENGTH } from '@safetrails/contracts';
import { reasonError } from './reason-rules';
import { TextButton } from '../layout/text-button';

export interface ReasonActionButtonProps {
  /** The button's text, e.g. "Remove rating". */
  readonly label: string;
  /** The dialog's heading, e.g. "Remove this rating?". */
  readonly title: string;
  /** What the action does, in words the moderator can check before confirming. */
  readonly description: ReactNode;
  /** The confirm button's text; the label when not given. */
  readonly confirmLabel?: string;
  readonly reasonLabel?: string;
  readonly color?: 'primary' | 'error' | 'warning' | 'success' | 'inherit';
  readonly disabled?: boolean;
  /** Said once the action succeeded. */
  readonly successMessage: string;
  /** Performs the action; throws to keep the dialog open with the error shown. */
  readonly onConfirm: (reason: string) => Promise<unknown>;
  /** Runs after success (the page is refreshed anyway), e.g. to leave a page that no longer applies. */
  readonly onSuccess?: () => void;
}

function messageOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown; errors?: Record<string, unknown> } | undefined;
    const reasonMessage = body?.errors?.reason;
    if (typeof reasonMessage === 'string') return reasonMessage;
    if (typeof body?.message === 'string') return body.message;
  }
  return error instanceof Error ? error.message : 'The action failed';
}

export function ReasonActionButton({
  label,
  title,
  description,
  confirmLabel,
  reasonLabel = 'Reason',
  color = 'primary',
  disabled,
  successMessage,
  onConfirm,
  onSuccess,
}: ReasonActionButtonProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = reasonError(reason);

  const close = () => {
    if (pending) return;
    setOpen(false);
    setReason('');
    setTouched(false);
    setFailure(null);
  };

  const confirm = async () => {
    setTouched(true);
    if (invalid) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      setPending(false);
      close();
      notify(successMessage, { type: 'success' });
      refresh();
      onSuccess?.();
    } catch (error) {
      setPending(false);
      setFailure(messageOf(error));
    }
  };

  return (
    <>
      <TextButton label={label} color={color} disabled={disabled} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reason-action-title">
        {/* noValidate: the reason's own check speaks, not the browser's bubble. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <DialogTitle id="reason-action-title">{title}</DialogTitle>
          <DialogContent>
            <DialogContentText component="div" sx={{ mb: 2 }}>
              {description}
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={2}
              label={reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && invalid !== null}
              helperText={touched && invalid ? invalid : 'Kept in the moderation log with your name; auditors read it.'}
              slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX_LENGTH + 1 } }}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={pending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" variant="contained" color={color} disabled={pending}>
              {pending ? 'Working…' : (confirmLabel ?? label)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
