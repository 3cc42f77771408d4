/**
 * The audit view (/admin/audit): a destination's safety score over time with every event that
 * moved it, the events behind the chart, the score replayed from the log as of any instant, and a
 * raw browser of any event stream. Everything it shows is in the address, so an auditor can share
 * exactly what they saw.
 */
import { useMemo } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, CanAccess, Title, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SAFETY_METRICS, type AdminDestination, type SafetyMetric } from '@safetrails/contracts';
import { ScoreProvenance } from '../destinations/score-provenance';
import { formatUtc, parseInstant } from './as-of-instant';
import { AsOfPanel } from './as-of-panel';
import { useScoreAsOf, useScoreTimeline } from './audit-api';
import { DestinationPicker } from './destination-picker';
import { RawEventBrowser } from './raw-event-browser';
import { ScoreEventList } from './score-event-list';
import { ScoreTimelineChart } from './score-timeline-chart';
import { entryInForceAt, METRIC_LABELS, timelinePoints, type TimelinePoint } from './score-timeline';

type AuditTab = 'score' | 'events';

function isMetric(value: string | null): value is SafetyMetric {
  return (SAFETY_METRICS as readonly (string | null)[]).includes(value);
}

function useAuditAddress() {
  const [params, setParams] = useSearchParams();
  const destination = Number(params.get('destination'));
  const metricParam = params.get('metric');
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  return {
    destinationId: Number.isInteger(destination) && destination > 0 ? destination : null,
    metric: isMetric(metricParam) ? metricParam : 'safetyScore',
    asOf: parseInstant(params.get('asOf')),
    tab: params.get('tab') === 'events' ? ('events' as const) : ('score' as const),
    stream: params.get('stream') ?? '',
    type: params.get('type') ?? '',
    update,
  };
}

function ScoreAudit({
  destinationId,
  metric,
  asOf,
  setAsOf,
  setMetric,
}: {
  destinationId: number;
  metric: SafetyMetric;
  asOf: Date | null;
  setAsOf: (instant: Date | null) => void;
  setMetric: (metric: SafetyMetric) => void;
}) {
  const history = useScoreTimeline(destinationId);
  const destination = useGetOne<AdminDestination>('destinations', { id: destinationId });
  const replay = useScoreAsOf(destinationId, asOf);
  const entries = useMemo(() => history.data?.entries ?? [], [history.data]);
  const points = useMemo(() => timelinePoints(entries, metric), [entries, metric]);
  const historyRow = asOf ? entryInForceAt(entries, asOf) : null;
  const pickEvent = (point: TimelinePoint) => setAsOf(new Date(point.occurredAt));

  if (history.error)
    return <Alert severity="error">The score history could not be read: {history.error.message}</Alert>;
  if (history.isPending) return <Typography color="text.secondary">Reading the score history…</Typography>;
  if (entries.length === 0) {
    return <Alert severity="info">This destination has no score events yet.</Alert>;
  }
  const registration = entries[0];

  return (
    <Stack spacing={2}>
      {destination.data && (
        <Card>
          <CardHeader title="Where the score comes from" subheader="As travellers see it now, from the read model" />
          <CardContent>
            <ScoreProvenance destination={destination.data} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader
          title="Score timeline"
          subheader={`${entries.length} score events since the destination was registered (${
            registration ? formatUtc(registration.occurredAt) : ''
          }). Click a dot to replay the score as of that event.`}
          action={
            <TextField
              select
              size="small"
              label="Metric"
              value={metric}
              onChange={(event) => setMetric(event.target.value as SafetyMetric)}
              sx={{ minWidth: 200 }}
            >
              {SAFETY_METRICS.map((key) => (
                <MenuItem key={key} value={key}>
                  {METRIC_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
          }
        />
        <CardContent>
          <ScoreTimelineChart
            points={points}
            metric={metric}
            asOf={asOf && replay.data ? { time: asOf.getTime(), value: replay.data.metrics[metric] } : null}
            onPickEvent={pickEvent}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Score as of an instant"
          subheader="Replayed from the event store, not read from the history"
        />
        <CardContent>
          <AsOfPanel
            key={asOf?.toISOString() ?? 'none'}
            asOf={asOf}
            onAsOfChange={setAsOf}
            replay={replay.data}
            replayPending={replay.isPending}
            replayError={replay.error}
            historyRow={historyRow}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Events behind the score"
          subheader="Newest first; every metric's value before and after, unrounded. The highlighted row is in force at the “as of” instant."
        />
        <ScoreEventList
          stream={`destination-${destinationId}`}
          points={points}
          inForceEventId={historyRow?.eventId ?? null}
          onReplayAt={pickEvent}
        />
      </Card>
    </Stack>
  );
}

function AuditView() {
  const { destinationId, metric, asOf, tab, stream, type, update } = useAuditAddress();
  // The raw browser opens on the chosen destination's stream unless asked for another.
  const browsedStream = stream || (type || destinationId === null ? '' : `destination-${destinationId}`);
  return (
    <Box sx={{ my: 2 }}>
      <Title title="Safety score audit" />
      <Tabs value={tab} onChange={(_event, next: AuditTab) => update({ tab: next === 'score' ? null : next })}>
        <Tab value="score" label="Score history" />
        <Tab value="events" label="Raw event browser" />
      </Tabs>
      <Box sx={{ mt: 2 }} hidden={tab !== 'score'}>
        {tab === 'score' && (
          <Stack spacing={2}>
            <Card>
              <CardContent sx={{ pb: 0 }}>
                <DestinationPicker
                  destinationId={destinationId}
                  onChange={(id) => update({ destination: id === null ? null : String(id), asOf: null })}
                />
              </CardContent>
            </Card>
            {destinationId === null ? (
              <Typography color="text.secondary">Pick a destination to see its score history.</Typography>
            ) : (
              <ScoreAudit
                destinationId={destinationId}
                metric={metric}
                asOf={asOf}
                setAsOf={(instant) => update({ asOf: instant?.toISOString() ?? null })}
                setMetric={(next) => update({ metric: next === 'safetyScore' ? null : next })}
              />
            )}
          </Stack>
        )}
      </Box>
      <Box sx={{ mt: 2 }} hidden={tab !== 'events'}>
        {tab === 'events' && (
          <RawEventBrowser
            key={`${browsedStream}|${type}`}
            stream={browsedStream}
            type={type}
            onChange={(next) => update({ stream: next.stream || null, type: next.type || null })}
          />
        )}
      </Box>
    </Box>
  );
}

/** The audit is for moderators and admins (canAccess, resource `audit`); the API refuses others anyway. */
export function AuditPage() {
  return (
    <CanAccess resource="audit" action="list" accessDenied={<AccessDenied />}>
      <AuditView />
    </CanAccess>
  );
}
