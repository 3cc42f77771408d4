/**
 * "As of": pick an instant, and the API replays the destination's events from the event store up to
 * it (the same fold as the projector). The answer names the advice then in force and its arithmetic
 * (the explanation the traveller's page gives), and is set beside the history row in force then, so
 * the auditor sees that replay and history agree, or that they do not.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SAFETY_METRICS, type AuditTimelineEntry, type ScoreAsOf } from '@safetrails/contracts';
import { ScoreWorking } from '../destinations/score-provenance';
import { formatUtc, fromLocalInputValue, toLocalInputValue } from './as-of-instant';
import { eventTypeLabel, formatScore, METRIC_LABELS, replayMatchesHistory } from './score-timeline';

interface AsOfPanelProps {
  readonly asOf: Date | null;
  readonly onAsOfChange: (instant: Date | null) => void;
  readonly replay: ScoreAsOf | undefined;
  readonly replayPending: boolean;
  readonly replayError: Error | null;
  /** The history row in force at the instant (null before the first event). */
  readonly historyRow: AuditTimelineEntry | null;
}

function ReplayResult({ replay, historyRow }: { replay: ScoreAsOf; historyRow: AuditTimelineEntry | null }) {
  const matches = replayMatchesHistory(replay.metrics, historyRow);
  return (
    <Box data-testid="as-of-result">
      <Stack direction="row" spacing={3} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="p" data-testid="as-of-score">
          {formatScore(replay.metrics.safetyScore)}
        </Typography>
        <Typography variant="body1">
          Overall safety as of <strong>{formatUtc(replay.asOf)}</strong>
          {replay.metrics.safetyScore !== null && (
            <> (shown to travellers as {Math.round(replay.metrics.safetyScore)})</>
          )}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {replay.communityRatings} community ratings in force.{' '}
        {replay.lastEvent ? (
          <>
            Last event folded: <code>{replay.lastEvent.eventId}</code> at position{' '}
            <code>{replay.lastEvent.position}</code>, {formatUtc(replay.lastEvent.occurredAt)}.
          </>
        ) : (
          'The destination did not exist yet at that instant.'
        )}
      </Typography>
      {matches ? (
        <Alert severity="success" sx={{ my: 1 }} data-testid="as-of-check">
          {historyRow
            ? `The replay equals the history row of revision ${historyRow.revision} (${eventTypeLabel(historyRow.type)}, ${formatUtc(historyRow.occurredAt)}).`
            : 'The replay is unrated, as the history has no row before this instant.'}
        </Alert>
      ) : (
        <Alert severity="error" sx={{ my: 1 }} data-testid="as-of-check">
          The replay differs from the recorded history
          {historyRow ? ` (revision ${historyRow.revision})` : ''}: the read model and the event log disagree. Report
          this to the engineers.
        </Alert>
      )}
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        Where the score came from at that instant
      </Typography>
      <ScoreWorking explanation={replay.explanation} />
      <Table size="small" sx={{ maxWidth: 640, mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Metric</TableCell>
            <TableCell align="right">Replayed</TableCell>
            <TableCell align="right">History row</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SAFETY_METRICS.map((metric) => (
            <TableRow key={metric} data-testid={`as-of-metric-${metric}`}>
              <TableCell>{METRIC_LABELS[metric]}</TableCell>
              <TableCell align="right">{formatScore(replay.metrics[metric])}</TableCell>
              <TableCell align="right">{formatScore(historyRow?.after[metric] ?? null)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function AsOfPanel({ asOf, onAsOfChange, replay, replayPending, replayError, historyRow }: AsOfPanelProps) {
  // The parent keys this panel by the instant, so a dot or row picked elsewhere resets the picker.
  const [draft, setDraft] = useState(asOf ? toLocalInputValue(asOf) : '');
  const picked = fromLocalInputValue(draft);

  return (
    <Box>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) onAsOfChange(picked);
        }}
      >
        <TextField
          label="As of (your local time)"
          type="datetime-local"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 0.001, 'data-testid': 'as-of-input' } }}
          helperText={picked ? formatUtc(picked) : 'Pick a date and time'}
          sx={{ width: 340 }}
        />
        <Button type="submit" variant="contained" disabled={!picked}>
          Replay
        </Button>
        <Button onClick={() => onAsOfChange(new Date())}>Now</Button>
        {asOf && <Button onClick={() => onAsOfChange(null)}>Clear</Button>}
      </Box>
      {replayError && <Alert severity="error">The replay failed: {replayError.message}</Alert>}
      {asOf && replayPending && <Typography color="text.secondary">Replaying the event log…</Typography>}
      {asOf && replay && <ReplayResult replay={replay} historyRow={historyRow} />}
      {!asOf && (
        <Typography variant="body2" color="text.secondary">
          Pick an instant, or use “Replay as of this” on an event or click its dot, to replay the event log up to it.
        </Typography>
      )}
    </Box>
  );
}
