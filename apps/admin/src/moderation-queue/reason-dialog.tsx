/**
 * The dialog every moderation action goes through: what will happen, a required reason (it goes
 * into the moderation log with the moderator's name), and any choice the action needs (how long a
 * ban lasts). Nothing is sent until the reason passes the same rules the API applies.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { MODERATION_REASON_MAX_LENGTH } from '@safetrails/contracts';
import { reasonError } from '../reason-action/reason-rules';

export interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly color?: 'primary' | 'error' | 'warning' | 'success';
  /** Choices the action needs besides the reason (rendered above it). */
  readonly children?: ReactNode;
  /** Sends the action with the trimmed reason; a rejection keeps the dialog open with its message. */
  readonly onConfirm: (reason: string) => Promise<void> | void;
  readonly onClose: () => void;
}

export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const body = (error as { body?: { message?: unknown; errors?: Record<string, unknown> } }).body;
    if (typeof body?.errors?.reason === 'string') return body.errors.reason;
    if (typeof body?.message === 'string') return body.message;
  }
  return error instanceof Error ? error.message : 'The action failed';
}

export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  color = 'primary',
  children,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = reasonError(reason);

  const close = () => {
    if (pending) return;
    setReason('');
    setTouched(false);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (invalid) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      setPending(false);
      setReason('');
      setTouched(false);
      onClose();
    } catch (error) {
      setPending(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div" sx={{ mb: 2 }}>
            {description}
          </DialogContentText>
          {children}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && invalid !== null}
            helperText={touched && invalid ? invalid : 'Kept in the moderation log with your name.'}
            slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX_LENGTH + 1 } }}
          />
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={color} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
