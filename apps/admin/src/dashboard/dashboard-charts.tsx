/**
 * The dashboard's charts over `/admin-api/dashboard/stats`: sign-ups and reports per day, what waits
 * in the moderation queue, active alerts by severity and how far each projection lags the log.
 */
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AlertSeverity, DashboardStats, ReportStatus } from '@safetrails/contracts';
import { queueRows, reportRows, severityRows, shortDay, signUpRows } from './dashboard-series';

export const CHART_HEIGHT = 240;

export function ChartCard({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}
    >
      {children}
    </Typography>
  );
}

export function SignUpsChart({ signUps }: { signUps: DashboardStats['signUps'] }) {
  const theme = useTheme();
  const rows = signUpRows(signUps);
  return (
    <ChartCard title="Sign-ups per day" subheader="Last 30 days (UTC)">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={rows} margin={{ left: -20, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(day) => (typeof day === 'string' ? shortDay(day) : null)} />
          <Legend />
          <Line
            type="monotone"
            dataKey="waitlist"
            name="Joined the waitlist"
            stroke={theme.palette.warning.main}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="users"
            name="New accounts"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ReportsChart({ reportsPerDay }: { reportsPerDay: DashboardStats['reportsPerDay'] }) {
  const theme = useTheme();
  const colours: Record<ReportStatus, string> = {
    new: theme.palette.warning.main,
    in_review: theme.palette.info.main,
    resolved: theme.palette.success.main,
    dismissed: theme.palette.grey[500],
  };
  const labels: Record<ReportStatus, string> = {
    new: 'New',
    in_review: 'In review',
    resolved: 'Resolved',
    dismissed: 'Dismissed',
  };
  return (
    <ChartCard title="Reports per day" subheader="Received in the last 30 days, by their status now">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={reportRows(reportsPerDay)} margin={{ left: -20, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(day) => (typeof day === 'string' ? shortDay(day) : null)} />
          <Legend />
          {(Object.keys(labels) as ReportStatus[]).map((status) => (
            <Bar key={status} dataKey={status} name={labels[status]} stackId="status" fill={colours[status]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function OpenQueueChart({ openQueue }: { openQueue: DashboardStats['openQueue'] }) {
  const theme = useTheme();
  const rows = queueRows(openQueue.byKind);
  return (
    <ChartCard title="Open queue" subheader={`${openQueue.total} waiting for a moderator`}>
      {rows.length === 0 ? (
        <Empty>Nothing waits for a moderator.</Empty>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} layout="vertical" margin={{ left: 24, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip />
            <Bar dataKey="count" name="Open" fill={theme.palette.primary.main} maxBarSize={32} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

export function AlertsChart({ bySeverity }: { bySeverity: DashboardStats['activeAlertsBySeverity'] }) {
  const theme = useTheme();
  const colours: Record<AlertSeverity, string> = {
    critical: theme.palette.error.dark,
    high: theme.palette.error.main,
    medium: theme.palette.warning.main,
    low: theme.palette.info.main,
  };
  const rows = severityRows(bySeverity);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartCard title="Active alerts" subheader={`${total} active, by severity`}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={rows} margin={{ left: -20, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name="Active alerts" maxBarSize={48}>
            {rows.map((row) => (
              <Cell key={row.key} fill={colours[row.key as AlertSeverity]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

const LAST_WRITTEN: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

export function ProjectorLagTable({ projectorLag }: { projectorLag: DashboardStats['projectorLag'] }) {
  const format = new Intl.DateTimeFormat(undefined, LAST_WRITTEN);
  return (
    <ChartCard title="Projector lag" subheader="Events each read model has still to apply">
      <Table size="small" aria-label="Projector lag">
        <TableHead>
          <TableRow>
            <TableCell>Read model</TableCell>
            <TableCell align="right">Events behind</TableCell>
            <TableCell align="right">Last written</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projectorLag.map(({ projection, version, lag, updatedAt }) => (
            <TableRow key={projection}>
              <TableCell>
                {projection}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  v{version}
                </Typography>
              </TableCell>
              <TableCell
                align="right"
                sx={{ color: lag > 0 ? 'warning.main' : undefined, fontWeight: lag > 0 ? 600 : undefined }}
              >
                {lag}
              </TableCell>
              <TableCell align="right" title={new Date(updatedAt).toLocaleString()}>
                {format.format(new Date(updatedAt))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
