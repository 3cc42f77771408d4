/**
 * Where a destination's score comes from (DESIGN.md "Scores you can check"): each metric as
 * travellers see it beside its baseline, the baseline's source, date and link, how many ratings
 * blend in, and when the score last changed. Demo data says so.
 */
import {
  Alert,
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SAFETY_METRICS, type AdminDestination } from '@safetrails/contracts';
import { PRIOR_WEIGHT } from '@safetrails/scoring';
import { METRIC_LABELS } from '../audit/score-timeline';
import { DATE_TIME } from '../date-time';

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, DATE_TIME);
}

export function ScoreProvenance({ destination }: { readonly destination: AdminDestination }) {
  const source = destination.baselineSource;
  const demo = source?.source === 'demo seed';
  return (
    <Box data-testid="score-provenance">
      {demo && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Demo data: this baseline is illustrative (source “demo seed”), not a measurement.
        </Alert>
      )}
      <Typography variant="body2" gutterBottom>
        {source ? (
          <>
            Baseline from <strong>{source.source}</strong>, describing {source.asOf}
            {source.url && (
              <>
                {' '}
                (
                <MuiLink href={source.url} target="_blank" rel="noopener noreferrer">
                  source
                </MuiLink>
                )
              </>
            )}
            ; it counts as {PRIOR_WEIGHT} ratings in the blend.
          </>
        ) : (
          <>No baseline: the score comes from travellers' ratings alone (unrated below 3 ratings).</>
        )}{' '}
        {destination.ratingCount} community rating{destination.ratingCount === 1 ? '' : 's'} blend in. Score last
        changed {when(destination.scoreUpdatedAt)}; registered {when(destination.registeredAt)} from{' '}
        {destination.origin}.
      </Typography>
      <Table size="small" sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Metric</TableCell>
            <TableCell align="right">Score travellers see</TableCell>
            <TableCell align="right">Baseline</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SAFETY_METRICS.map((metric) => (
            <TableRow key={metric} data-testid={`provenance-${metric}`}>
              <TableCell>{METRIC_LABELS[metric]}</TableCell>
              <TableCell align="right">{destination.metrics[metric] ?? 'Not rated yet'}</TableCell>
              <TableCell align="right">{destination.baseline?.[metric] ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
