/** The console's landing page. It says what the console is for and, honestly, what it cannot do yet. */
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function Dashboard() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="SafeTrails console" />
      <CardHeader title="SafeTrails moderation and audit console" />
      <CardContent>
        <Typography variant="body1" gutterBottom>
          This is where moderators and auditors look after SafeTrails.
        </Typography>
        <Typography variant="body1">
          Moderation queues, alerts, users and roles, the waitlist and beta invitations, and the safety score audit
          arrive with sign-in. Until then the console shows no data.
        </Typography>
      </CardContent>
    </Card>
  );
}
