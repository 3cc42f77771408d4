/**
 * Where a destination's score comes from (DESIGN.md "Scores you can check", docs/SCORING.md), as
 * the traveller's page explains it: the same explanation (`explainScore` of @safetrails/scoring,
 * through `GET /admin-api/destinations/{id}`) with each government's level for where the city is,
 * its words, date and link, the prior's arithmetic, the ratings and the blend. Then every metric as
 * travellers see it beside its baseline. Demo data says so.
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
import { SAFETY_METRICS, type AdminDestination, type ScoreExplanation } from '@safetrails/contracts';
import { METRIC_LABELS } from '../audit/score-timeline';
import { DATE_TIME } from '../date-time';

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, DATE_TIME);
}

const APPLIES_AS: Readonly<Record<string, string>> = {
  country: 'the whole country',
  region: 'the city’s region',
  city: 'the city itself',
  border: 'a border zone',
};

type Prior = NonNullable<ScoreExplanation['advisoryPrior']>;

/** Each government's level that applies to the city, with its words, date and link. */
export function GovernmentLevels({ prior }: { readonly prior: Prior }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Each government's level for the city" data-testid="prior-governments">
        <TableHead>
          <TableRow>
            <TableCell>Government</TableCell>
            <TableCell align="right">Level</TableCell>
            <TableCell>Applies to</TableCell>
            <TableCell>Its words</TableCell>
            <TableCell>Issued</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prior.sources.map((source) => (
            <TableRow key={source.source} data-testid={`prior-government-${source.source}`}>
              <TableCell>
                <MuiLink href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.organisation}
                </MuiLink>
              </TableCell>
              <TableCell align="right">{source.level}</TableCell>
              <TableCell>
                {source.area === null ? APPLIES_AS.country : `${source.area} (${APPLIES_AS[source.appliesAs]})`}
              </TableCell>
              <TableCell>{source.sourceLevel ? `“${source.sourceLevel}”` : '—'}</TableCell>
              <TableCell>{source.issuedAt ? source.issuedAt.slice(0, 10) : 'not given'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** What the score starts from, who speaks for it, and the arithmetic, step by step. */
export function ScoreWorking({ explanation }: { readonly explanation: ScoreExplanation }) {
  const prior = explanation.advisoryPrior;
  return (
    <Box data-testid="score-working">
      <Typography variant="body2" gutterBottom>
        Overall safety <strong>{explanation.shown ?? 'not rated yet'}</strong>
        {explanation.score !== null && explanation.shown !== explanation.score && (
          <> ({Math.round(explanation.score * 100) / 100} unrounded)</>
        )}
        . Source: {explanation.source}.
      </Typography>
      {prior && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Starts {prior.label}: median level {prior.level}, highest {prior.highestLevel}, prior {prior.value} (counts
            as {prior.weight} ratings)
          </Typography>
          <GovernmentLevels prior={prior} />
        </>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        The arithmetic
      </Typography>
      <Box component="ol" sx={{ mt: 0.5, pl: 3, '& li': { mb: 0.5 } }} data-testid="score-steps">
        {explanation.steps.map((step) => (
          <Typography component="li" variant="body2" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
    </Box>
  );
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
      {destination.explanation ? (
        <ScoreWorking explanation={destination.explanation} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Reading how the score is worked out…
        </Typography>
      )}
      <Typography variant="body2" sx={{ my: 1 }}>
        Score last changed {when(destination.scoreUpdatedAt)}; registered {when(destination.registeredAt)} from{' '}
        {destination.origin}.
      </Typography>
      <Table size="small" sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Metric</TableCell>
            <TableCell align="right">Score travellers see</TableCell>
            <TableCell align="right">Starts from</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SAFETY_METRICS.map((metric) => (
            <TableRow key={metric} data-testid={`provenance-${metric}`}>
              <TableCell>{METRIC_LABELS[metric]}</TableCell>
              <TableCell align="right">{destination.metrics[metric] ?? 'Not rated yet'}</TableCell>
              <TableCell align="right">{startOf(destination, metric)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A metric's starting value: its baseline, the advisory prior for the overall score, or none. */
function startOf(destination: AdminDestination, metric: (typeof SAFETY_METRICS)[number]): string {
  const baseline = destination.baseline?.[metric];
  if (baseline !== undefined) return String(baseline);
  const prior = destination.explanation?.advisoryPrior;
  if (metric === 'safetyScore' && prior) return `${prior.value} (official advisories)`;
  return '— (travellers only)';
}
