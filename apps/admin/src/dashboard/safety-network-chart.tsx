/**
 * The safety network as the console sees it (docs/SAFETY-NETWORK.md): how much it is used each day,
 * never by whom. Check-ins, misses, the emails sent to contacts for them and for unanswered safety
 * checks, SOS, and safety checks asked; no trip, contact or place is visible to a moderator.
 */
import { useQuery } from '@tanstack/react-query';
import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SafetyNetworkDay } from '@safetrails/contracts';
import { httpClient } from '../data-provider';
import { CHART_HEIGHT, ChartCard, Empty } from './dashboard-charts';
import { shortDay } from './dashboard-series';

export function SafetyNetworkChart() {
  const theme = useTheme();
  const days = useQuery({
    queryKey: ['safety', 'daily'],
    queryFn: async () => (await httpClient('/admin-api/safety-network/daily')).json as SafetyNetworkDay[],
  });
  const rows = [...(days.data ?? [])].reverse().map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <ChartCard title="Safety network" subheader="Per UTC day, the last 30: counts only, never whose">
      {rows.length === 0 ? (
        <Empty>{days.isError ? 'The counts could not be loaded.' : 'No check-ins, misses or SOS yet.'}</Empty>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} margin={{ left: -20, right: 8 }} data-testid="safety-network-chart">
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="checkIns" name="Check-ins" fill={theme.palette.success.main} />
            <Bar dataKey="misses" name="Missed" fill={theme.palette.warning.main} />
            <Bar dataKey="escalations" name="Emails to contacts" fill={theme.palette.info.main} />
            <Bar dataKey="sos" name="SOS" fill={theme.palette.error.main} />
            <Bar dataKey="safetyChecks" name="Safety checks" fill={theme.palette.secondary.main} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
