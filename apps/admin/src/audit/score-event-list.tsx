/**
 * The events behind the timeline, newest first: when (UTC, to the millisecond), what, who, why, and
 * each metric's before → after, with the event's stream revision, global position and id so an
 * auditor can find it in the raw event browser.
 */
import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as MuiLink } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { AuditEvent, MetricSource } from '@safetrails/contracts';
import { formatUtc } from './as-of-instant';
import { eventTypeColour } from './event-type-colours';
import { actorLabel, eventTypeLabel, formatDelta, formatScore, type TimelinePoint } from './score-timeline';

/** The events that set a baseline carry its source: an auditor sees it beside the numbers it gave. */
const BASELINE_EVENTS = new Set(['DestinationRegistered', 'BaselineRevised']);

/** The baseline's source as the event recorded it, read from the event store. */
function BaselineSource({ stream, revision }: { stream: string; revision: number }) {
  const { data } = useGetOne<AuditEvent>('events', { id: `${stream}@${revision}` });
  const source = (data?.data as { baselineSource?: MetricSource | null } | undefined)?.baselineSource;
  if (!source) return null;
  return (
    <Typography variant="caption" component="div" color="text.secondary" data-testid="baseline-source">
      Source: {source.source}, describing {source.asOf}
      {source.url && (
        <>
          {' '}
          (
          <MuiLink href={source.url} target="_blank" rel="noopener noreferrer">
            link
          </MuiLink>
          )
        </>
      )}
    </Typography>
  );
}

interface ScoreEventListProps {
  /** The destination's stream, where each event can be read as recorded. */
  readonly stream: string;
  readonly points: readonly TimelinePoint[];
  /** The event in force at the "as of" instant, highlighted. */
  readonly inForceEventId: string | null;
  readonly onReplayAt: (point: TimelinePoint) => void;
}

export function ScoreEventList({ stream, points, inForceEventId, onReplayAt }: ScoreEventListProps) {
  const newestFirst = [...points].reverse();
  return (
    <TableContainer>
      <Table size="small" data-testid="score-events">
        <TableHead>
          <TableRow>
            <TableCell>Occurred at (UTC)</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Before → after</TableCell>
            <TableCell align="right">Ratings</TableCell>
            <TableCell>Revision · position</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((point) => (
            <TableRow
              key={point.eventId}
              selected={point.eventId === inForceEventId}
              data-testid="score-event"
              data-event-id={point.eventId}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                {formatUtc(point.occurredAt)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={eventTypeLabel(point.type)}
                  title={point.type}
                  sx={{ bgcolor: eventTypeColour(point.type), color: '#fff' }}
                />
              </TableCell>
              <TableCell>{actorLabel(point)}</TableCell>
              <TableCell sx={{ minWidth: 200, maxWidth: 300 }}>
                {point.reason ?? '—'}
                {BASELINE_EVENTS.has(point.type) && <BaselineSource stream={stream} revision={point.revision} />}
              </TableCell>
              <TableCell>
                {point.changes.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {point.type.startsWith('Advisory') || point.type === 'DestinationCatalogued'
                      ? 'No metric moved; the advice behind the score changed'
                      : 'No metric moved'}
                  </Typography>
                ) : (
                  point.changes.map((change) => (
                    <Typography key={change.metric} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      {change.label}: {formatScore(change.before)} → <strong>{formatScore(change.after)}</strong>{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {formatDelta(change.delta)}
                      </Typography>
                    </Typography>
                  ))
                )}
              </TableCell>
              <TableCell align="right">{point.communityRatingsAfter}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                {point.revision} · {point.position}
                <Typography variant="caption" component="div" color="text.secondary" title="Event id">
                  {point.eventId}
                </Typography>
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => onReplayAt(point)}>
                  Replay as of this
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
