/**
 * A destination's score over time: a step line (a score holds until the next event changes it),
 * one dot per score event coloured by its type, a tooltip with the event's type, actor, reason and
 * before → after, and the "as of" instant marked with the replayed score.
 */
import { Box, Stack, Typography } from '@mui/material';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
  type TooltipContentProps,
} from 'recharts';
import type { SafetyMetric } from '@safetrails/contracts';
import { formatUtc } from './as-of-instant';
import { EVENT_TYPE_COLOURS, eventTypeColour } from './event-type-colours';
import {
  actorLabel,
  eventTypeLabel,
  formatDelta,
  formatScore,
  METRIC_LABELS,
  type TimelinePoint,
} from './score-timeline';

export interface AsOfMark {
  readonly time: number;
  readonly value: number | null;
}

interface ScoreTimelineChartProps {
  readonly points: readonly TimelinePoint[];
  readonly metric: SafetyMetric;
  readonly asOf: AsOfMark | null;
  /** Clicking an event's dot replays the score as of that event. */
  readonly onPickEvent: (point: TimelinePoint) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function EventDot({ cx, cy, payload, onPick }: DotItemDotProps & { onPick: (point: TimelinePoint) => void }) {
  const point = payload as TimelinePoint;
  if (cx === undefined || cy === undefined || point.value === null) return null;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={6}
      fill={eventTypeColour(point.type)}
      stroke="#fff"
      strokeWidth={2}
      style={{ cursor: 'pointer' }}
      data-testid="timeline-dot"
      onClick={() => onPick(point)}
    />
  );
}

function EventTooltip({ active, payload, metric }: TooltipContentProps & { metric: SafetyMetric }) {
  const point = active ? (payload[0]?.payload as TimelinePoint | undefined) : undefined;
  if (!point) return null;
  return (
    <Box
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, maxWidth: 360 }}
      data-testid="timeline-tooltip"
    >
      <Typography variant="subtitle2" sx={{ color: eventTypeColour(point.type) }}>
        {eventTypeLabel(point.type)}
      </Typography>
      <Typography variant="body2">{formatUtc(point.occurredAt)}</Typography>
      <Typography variant="body2">By {actorLabel(point)}</Typography>
      {point.reason && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          “{point.reason}”
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {METRIC_LABELS[metric]}: {formatScore(point.before)} → {formatScore(point.value)}
      </Typography>
      {point.changes
        .filter((change) => change.metric !== metric)
        .map((change) => (
          <Typography key={change.metric} variant="caption" component="div" color="text.secondary">
            {change.label}: {formatScore(change.before)} → {formatScore(change.after)} {formatDelta(change.delta)}
          </Typography>
        ))}
      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
        Revision {point.revision} · position {point.position} · {point.communityRatingsAfter} community ratings
      </Typography>
    </Box>
  );
}

function timeTick(time: number, span: number): string {
  const date = new Date(time);
  return span > 2 * DAY_MS
    ? date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
    : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function ScoreTimelineChart({ points, metric, asOf, onPickEvent }: ScoreTimelineChartProps) {
  const times = points.map((point) => point.time);
  if (asOf) times.push(asOf.time);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // A little room either side, so the first and last dots are not cut in half.
  const padding = Math.max((last - first) * 0.03, 60_000);
  const domain: [number, number] = [first - padding, last + padding];
  const span = domain[1] - domain[0];
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  if (asOf?.value !== null && asOf?.value !== undefined) values.push(asOf.value);
  const low = values.length > 0 ? Math.max(0, Math.floor(Math.min(...values) - 3)) : 0;
  const high = values.length > 0 ? Math.min(100, Math.ceil(Math.max(...values) + 3)) : 100;

  return (
    <Box data-testid="score-timeline-chart">
      <ResponsiveContainer width="100%" height={320}>
        <LineChart data={points} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {/* The score bands of docs/SCORING.md: 80+ high, 60-79 medium, below 60 low. */}
          <ReferenceArea y1={80} y2={100} fill="#2e7d32" fillOpacity={0.06} ifOverflow="hidden" />
          <ReferenceArea y1={60} y2={80} fill="#f9a825" fillOpacity={0.06} ifOverflow="hidden" />
          <ReferenceArea y1={0} y2={60} fill="#c62828" fillOpacity={0.06} ifOverflow="hidden" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={domain}
            tickFormatter={(time: number) => timeTick(time, span)}
          />
          <YAxis domain={[low, high]} allowDecimals={false} width={48} />
          <Tooltip content={(props) => <EventTooltip {...props} metric={metric} />} />
          <Line
            type="stepAfter"
            dataKey="value"
            name={METRIC_LABELS[metric]}
            stroke="#455a64"
            strokeWidth={2}
            isAnimationActive={false}
            dot={(props: DotItemDotProps) => <EventDot key={props.index} {...props} onPick={onPickEvent} />}
            activeDot={{ r: 8 }}
          />
          {asOf && (
            <ReferenceLine
              x={asOf.time}
              stroke="#ef6c00"
              strokeDasharray="6 3"
              label={{ value: 'as of', position: 'top', fill: '#ef6c00' }}
            />
          )}
          {asOf && asOf.value !== null && (
            <ReferenceDot x={asOf.time} y={asOf.value} r={7} fill="#ef6c00" stroke="#fff" strokeWidth={2} />
          )}
        </LineChart>
      </ResponsiveContainer>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }} aria-label="Legend">
        {Object.entries(EVENT_TYPE_COLOURS).map(([type, colour]) => (
          <Stack key={type} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour }} />
            <Typography variant="caption">{eventTypeLabel(type)}</Typography>
          </Stack>
        ))}
        {asOf && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#ef6c00' }} />
            <Typography variant="caption">Replayed “as of” score</Typography>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
