/**
 * The console's landing page: what the console holds and where to go, or, for a signed-in traveller without a
 * moderator or admin role, a clear access-denied page.
 */
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, Title, useCreatePath, usePermissions } from 'react-admin';
import type { Role } from '@safetrails/contracts';
import { canUseConsole } from '../auth/auth-provider';

const SECTIONS = [
  {
    resource: 'users',
    title: 'Users',
    description: 'Every account: roles (admins grant and revoke them), beta access and how each person signs in.',
  },
  {
    resource: 'waitlist',
    title: 'Waitlist',
    description:
      'Everyone waiting for the beta, in the order they joined: issue beta invitations and export the list as CSV.',
  },
] as const;

export function Dashboard() {
  const { permissions, isPending } = usePermissions<Role[]>();
  const createPath = useCreatePath();
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
        <List data-testid="console-sections">
          {SECTIONS.map(({ resource, title, description }) => (
            <ListItem key={resource} disableGutters>
              <ListItemText
                primary={
                  <Link to={createPath({ resource, type: 'list' })} variant="h6">
                    {title}
                  </Link>
                }
                secondary={description}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          Moderation queues, safety alerts and the safety score audit arrive here later.
        </Typography>
      </CardContent>
    </Card>
  );
}
