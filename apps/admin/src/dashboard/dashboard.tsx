/**
 * The console's landing page: what waits for a moderator (live), the charts of the last thirty days
 * and where to go; or, for a signed-in traveller without a moderator or admin role, a clear
 * access-denied page.
 */
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetResourceLabel, usePermissions, useResourceDefinitions } from 'react-admin';
import type { Role } from '@safetrails/contracts';
import { canUseConsole } from '../auth/auth-provider';
import { QueueCounts } from '../moderation-queue/queue-counts';
import { AlertsChart, OpenQueueChart, ProjectorLagTable, ReportsChart, SignUpsChart } from './dashboard-charts';
import { SafetyNetworkChart } from './safety-network-chart';
import { useDashboardStats } from './use-dashboard-stats';

/** What each section is for, where the dashboard has something to say about it. */
const SECTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'moderation-queue':
    'Everything travellers flagged or sent in, most urgent first: claim an item and act on it with a reason.',
  'moderation-log': 'Every moderation action: who did what to which item, when and why.',
  feedback: 'What travellers told us through Share Feedback.',
  'data-reports': 'Travellers’ corrections to destination, accommodation and activity data.',
  'bug-reports': 'Bugs with their severity, steps, browser, device and screenshot link.',
  surveys: 'Survey answers, with a chart per question.',
  'forum-posts': 'Every forum post with its real author: pin, lock or hide with a reason.',
  'forum-comments': 'Every comment and reply: hide with a reason.',
  tips: 'Travellers’ safety tips per destination.',
  ratings: 'Travellers’ ratings: remove one and the score is as if it was never given.',
  alerts: 'Publish official alerts, verify travellers’ reports, edit and archive with a reason.',
  destinations: 'Scores beside their baselines and sources; admins revise a baseline with a reason.',
  users: 'Every account: roles (admins grant and revoke them), beta access, bans, moderation history and notes.',
  waitlist:
    'Everyone waiting for the beta, in the order they joined: issue beta invitations and export the list as CSV.',
};

function AccessDenied() {
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

function Sections() {
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const resources = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title="Sections" slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="ul"
          data-testid="console-sections"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {resources.map(({ name }) => (
            <li key={name}>
              <Link to={createPath({ resource: name, type: 'list' })} variant="subtitle1">
                {getResourceLabel(name, 2)}
              </Link>
              {SECTION_DESCRIPTIONS[name] ? (
                <Typography variant="body2" color="text.secondary">
                  {SECTION_DESCRIPTIONS[name]}
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Charts() {
  const { data: stats, error, isPending } = useDashboardStats();
  if (isPending) return null;
  if (error || !stats) {
    return (
      <Alert severity="warning">The dashboard figures could not be loaded: {error?.message ?? 'no answer'}.</Alert>
    );
  }
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SignUpsChart signUps={stats.signUps} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportsChart reportsPerDay={stats.reportsPerDay} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <OpenQueueChart openQueue={stats.openQueue} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AlertsChart bySeverity={stats.activeAlertsBySeverity} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <SafetyNetworkChart />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Sections />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ProjectorLagTable projectorLag={stats.projectorLag} />
      </Grid>
    </Grid>
  );
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<Role[]>();
  if (isPending) return null;
  if (!canUseConsole(permissions)) return <AccessDenied />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="SafeTrails console" />
      <Typography variant="h5" component="h1">
        SafeTrails moderation and audit console
      </Typography>
      <QueueCounts />
      <Charts />
    </Box>
  );
}
