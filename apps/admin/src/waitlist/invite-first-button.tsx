/** List action: invite the first N entries not yet invited, in the order they joined. */
import { useState, type FormEvent } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useIssueInvitations, type OnInvitationsIssued } from './use-issue-invitations';
import { MAX_INVITATIONS_PER_REQUEST } from './beta-invitation-request';
import { TextButton } from '../layout/text-button';

export function countError(text: string): string | null {
  const count = Number(text);
  if (text.trim() === '' || !Number.isInteger(count) || count < 1 || count > MAX_INVITATIONS_PER_REQUEST) {
    return `A whole number from 1 to ${MAX_INVITATIONS_PER_REQUEST}`;
  }
  return null;
}

export function InviteFirstButton({ onIssued }: { readonly onIssued: OnInvitationsIssued }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('10');
  const { issue, isPending } = useIssueInvitations(onIssued);
  const error = countError(count);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (error) return;
    void issue({ first: Number(count) }).then((issued) => {
      if (issued) setOpen(false);
    });
  }

  return (
    <>
      <TextButton label="Invite the first N not yet invited" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} aria-labelledby="invite-first-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="invite-first-title">Invite the first N not yet invited</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Issues one beta invitation to each of the longest-waiting entries that have none yet, in the order they
              joined. The tokens are shown once, right after.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="number"
              label="How many"
              value={count}
              onChange={(event) => setCount(event.target.value)}
              error={error !== null}
              helperText={error ?? `1 to ${MAX_INVITATIONS_PER_REQUEST}`}
              slotProps={{ htmlInput: { min: 1, max: MAX_INVITATIONS_PER_REQUEST, step: 1 } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending || error !== null}>
              Issue invitations
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
