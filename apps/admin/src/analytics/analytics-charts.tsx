/**
 * The Analytics page's charts: views per day stacked by route, the most used actions, how far each
 * kind of page is read, and the two funnels step by step.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, LinearProgress, Stack, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SCROLL_DEPTHS, type AnalyticsFunnelSummary, type AnalyticsSummary } from '@safetrails/contracts';
import { shortDay } from '../dashboard/dashboard-series';
import { dailyRouteRows, depthKey, leadingRoutes, OTHER_ROUTES, percent, scrollRows } from './analytics-series';

const CHART_HEIGHT = 280;

export function ChartCard({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
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

/** Distinct colours for the stacked routes, from the theme, then grey for the rest. */
function usePalette(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
  ];
}

export function ViewsPerDayChart({ summary }: { summary: AnalyticsSummary }) {
  const colours = usePalette();
  const { palette } = useTheme();
  const routes = leadingRoutes(summary, colours.length);
  const rows = dailyRouteRows(summary, routes);
  return (
    <ChartCard title="Page views per day" subheader="By route pattern (UTC days); the rest as “other”">
      {summary.totals.pageViews === 0 ? (
        <Empty>No page views in this range.</Empty>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={(day) => (typeof day === 'string' ? shortDay(day) : null)} />
            <Legend />
            {routes.map((route, index) => (
              <Bar key={route} dataKey={route} name={route} stackId="views" fill={colours[index]} />
            ))}
            <Bar dataKey={OTHER_ROUTES} name="other" stackId="views" fill={palette.grey[400]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

export function TopActionsChart({ summary }: { summary: AnalyticsSummary }) {
  const theme = useTheme();
  const rows = summary.topActions.slice(0, 10);
  return (
    <ChartCard title="Top actions" subheader="Named buttons and completed actions, most used first">
      {rows.length === 0 ? (
        <Empty>No actions in this range.</Empty>
      ) : (
        <ResponsiveContainer width="100%" height={Math.max(CHART_HEIGHT, rows.length * 28)}>
          <BarChart data={rows} layout="vertical" margin={{ left: 40, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="action" width={150} />
            <Tooltip />
            <Bar dataKey="count" name="Times" fill={theme.palette.primary.main} maxBarSize={28} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

export function ScrollDepthChart({ summary }: { summary: AnalyticsSummary }) {
  const colours = usePalette();
  const rows = scrollRows(summary);
  return (
    <ChartCard title="Scroll depth" subheader="Share of each route’s views that reached each quarter of the page">
      {rows.length === 0 ? (
        <Empty>No page views in this range.</Empty>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={rows} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="route" interval={0} angle={-20} textAnchor="end" height={60} />
            <YAxis unit="%" domain={[0, 100]} />
            <Tooltip formatter={(value) => `${String(value)}%`} />
            <Legend />
            {SCROLL_DEPTHS.map((depth, index) => (
              <Bar key={depth} dataKey={depthKey(depth)} name={`${depth}%`} fill={colours[index]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

export function FunnelCard({ funnel }: { funnel: AnalyticsFunnelSummary }) {
  const start = funnel.steps[0]?.count ?? 0;
  return (
    <ChartCard title={funnel.label} subheader="Steps reached in one browser tab, in order">
      {start === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody started this funnel in this range.
        </Typography>
      ) : (
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {funnel.steps.map((step) => (
            <Box component="li" key={step.step}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">
                  {step.step + 1}. {step.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.count} ({percent(step.fromStart)})
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={(step.fromStart ?? 0) * 100}
                aria-label={`${step.label}: ${percent(step.fromStart)} of those who started`}
                sx={{ height: 10, borderRadius: 1, mt: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}
