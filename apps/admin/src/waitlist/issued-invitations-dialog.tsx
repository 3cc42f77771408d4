/**
 * The tokens just issued, with their links. They are shown this once: the server keeps only their
 * hashes, so the dialog closes only when the moderator says they have them.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { IssuedBetaInvitation } from '@safetrails/contracts';

function fullLink(invitation: IssuedBetaInvitation): string {
  return `${window.location.origin}${invitation.link}`;
}

function useCopy() {
  const notify = useNotify();
  return (text: string, what: string) => {
    // The Clipboard API exists only in secure contexts (https or localhost).
    const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => notify(`${what} copied`, { type: 'info' }),
      () => notify(`Could not copy the ${what.toLowerCase()}: select it and copy it by hand`, { type: 'warning' }),
    );
  };
}

function InvitationRow({ invitation }: { readonly invitation: IssuedBetaInvitation }) {
  const copy = useCopy();
  const link = fullLink(invitation);
  return (
    <Box data-testid="issued-invitation" sx={{ py: 1.5 }}>
      <Typography variant="subtitle2">{invitation.email ?? 'Not from the waitlist'}</Typography>
      <Typography variant="caption" color="text.secondary">
        Expires {new Date(invitation.expiresAt).toLocaleString()}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography
          data-testid="issued-token"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1, userSelect: 'all' }}
        >
          {invitation.token}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => copy(invitation.token, 'Token')}>
          Copy token
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography
          data-testid="issued-link"
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1, userSelect: 'all' }}
        >
          {link}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => copy(link, 'Link')}>
          Copy link
        </Button>
      </Stack>
    </Box>
  );
}

export function IssuedInvitationsDialog({
  invitations,
  onClose,
}: {
  readonly invitations: readonly IssuedBetaInvitation[] | null;
  readonly onClose: () => void;
}) {
  const copy = useCopy();
  const count = invitations?.length ?? 0;
  const allLinks = (invitations ?? [])
    .map((invitation) => `${invitation.email ?? ''}\t${fullLink(invitation)}`)
    .join('\n');
  return (
    <Dialog
      open={invitations !== null}
      // Closing by accident would lose the tokens for good: only the button closes it.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
      }}
      fullWidth
      maxWidth="md"
      aria-labelledby="issued-invitations-title"
      data-testid="issued-invitations"
    >
      <DialogTitle id="issued-invitations-title">
        {count === 1 ? '1 invitation issued' : `${count} invitations issued`}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 1 }}>
          Copy these tokens now: they cannot be shown again. SafeTrails stores only their hashes. Each token works once,
          at /verify-beta, for the traveller who redeems it.
        </Alert>
        {(invitations ?? []).map((invitation, index) => (
          <Box key={invitation.invitationId}>
            {index > 0 && <Divider />}
            <InvitationRow invitation={invitation} />
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        {count > 1 && <Button onClick={() => copy(allLinks, 'All links')}>Copy all links</Button>}
        <Button variant="contained" onClick={onClose}>
          I have copied them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
