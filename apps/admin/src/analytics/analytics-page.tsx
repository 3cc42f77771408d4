/**
 * The Analytics page (/admin/analytics): how travellers use the product, counted without personal
 * data (docs/ANALYTICS.md). Views per day by route, top actions, scroll depth and the two funnels
 * over a range of days that lives in the address, so a view can be shared.
 */
import { Alert, Box, Button, ButtonGroup, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { AccessDenied, CanAccess, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FunnelCard, ScrollDepthChart, TopActionsChart, ViewsPerDayChart } from './analytics-charts';
import { presetRange, PRESETS, rangeFrom } from './analytics-series';
import { useAnalyticsSummary } from './use-analytics-summary';

function RangePicker({
  range,
  onChange,
}: {
  range: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="date"
        size="small"
        label="From"
        value={range.from}
        onChange={(event) => event.target.value && onChange({ ...range, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={range.to}
        onChange={(event) => event.target.value && onChange({ ...range, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
      <ButtonGroup size="small" aria-label="Quick ranges">
        {PRESETS.map((preset) => (
          <Button key={preset.days} sx={{ whiteSpace: 'nowrap' }} onClick={() => onChange(presetRange(preset.days))}>
            Last {preset.label}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}

function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const summary = useAnalyticsSummary(range);
  return (
    <Box sx={{ my: 2 }}>
      <Title title="Analytics" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Counted without cookies, identifiers or IP addresses: route patterns, named actions, scroll quarters and
              funnel steps per UTC day. Browsers that send Do Not Track or Global Privacy Control, and people who opted
              out, are not counted.
            </Typography>
            <RangePicker range={range} onChange={(next) => setParams(next)} />
            {summary.data && (
              <Typography variant="body1" data-testid="analytics-totals">
                <strong>{summary.data.totals.pageViews}</strong> page views and{' '}
                <strong>{summary.data.totals.actions}</strong> actions from {summary.data.from} to {summary.data.to}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      {summary.error && <Alert severity="error">The analytics could not be read: {summary.error.message}</Alert>}
      {summary.isPending && <Typography color="text.secondary">Counting…</Typography>}
      {summary.data && (
        <Grid container spacing={2}>
          <Grid size={12}>
            <ViewsPerDayChart summary={summary.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TopActionsChart summary={summary.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ScrollDepthChart summary={summary.data} />
          </Grid>
          {summary.data.funnels.map((funnel) => (
            <Grid key={funnel.name} size={{ xs: 12, md: 6 }}>
              <FunnelCard funnel={funnel} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** For moderators and admins (canAccess, resource `analytics`); the API refuses others anyway. */
export function AnalyticsPage() {
  return (
    <CanAccess resource="analytics" action="list" accessDenied={<AccessDenied />}>
      <AnalyticsView />
    </CanAccess>
  );
}
