/**
 * The console's landing page: what the console is for, or, for a signed-in traveller without a
 * moderator or admin role, a clear access-denied page.
 */
import { Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import type { Role } from '@safetrails/contracts';
import { canUseConsole } from '../auth/auth-provider';

export function Dashboard() {
  const { permissions, isPending } = usePermissions<Role[]>();
  if (isPending) return null;
  if (!canUseConsole(permissions)) {
    return (
      <Card sx={{ mt: 2 }} data-testid="access-denied">
        <Title title="Access denied" />
        <CardHeader title="Access denied" />
        <CardContent>
          <Typography variant="body1" gutterBottom>
            The SafeTrails console is for moderators and admins. Your account does not have either role.
          </Typography>
          <Button variant="contained" href="/dashboard">
            Back to SafeTrails
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="SafeTrails console" />
      <CardHeader title="SafeTrails moderation and audit console" />
      <CardContent>
        <Typography variant="body1" gutterBottom>
          This is where moderators and auditors look after SafeTrails.
        </Typography>
        <Typography variant="body1">
          Users and roles, the waitlist and beta invitations, moderation queues, alerts and the safety score audit
          arrive here next. Until then, invitations and roles are issued with `npm run admin`.
        </Typography>
      </CardContent>
    </Card>
  );
}
