/**
 * `npm run audit:score -- --destination <id> [--as-of <ISO time> ...] [--format json|text]`: a
 * destination's score as of an instant (now by default), replayed from the event log through the
 * projector's own fold. `json` (the default) prints exactly what `GET /api/destinations/{id}/score?asOf=`
 * answers, so the two can be compared (an array of them for several `--as-of`); `text` prints its explanation as the traveller's page and the
 * console word it (`explainScore` in @safetrails/scoring): the advice in force then, the ratings,
 * the arithmetic.
 */
import { parseArgs } from 'node:util';
import type { ScoreAsOf } from '@safetrails/contracts';
import { ScoreAuditService } from '../destinations/queries/score-audit.service';
import { runCli, withAppContext } from './app-context';

function scoreAsText(score: ScoreAsOf): string {
  const { explanation } = score;
  const shown = explanation.shown === null ? 'not rated yet' : String(explanation.shown);
  const last = score.lastEvent
    ? `last event ${score.lastEvent.eventId} at ${score.lastEvent.position}, ${score.lastEvent.occurredAt}`
    : 'the destination did not exist yet';
  return [
    `Destination ${score.destinationId} as of ${score.asOf} (${last})`,
    `Overall safety: ${shown}`,
    `Source: ${explanation.source}`,
    ...explanation.steps.map((step, index) => `  ${index + 1}. ${step}`),
  ].join('\n');
}

runCli(async () => {
  const { values } = parseArgs({
    options: {
      destination: { type: 'string' },
      'as-of': { type: 'string', multiple: true },
      format: { type: 'string', default: 'json' },
    },
  });
  const destinationId = Number(values.destination);
  if (!/^[1-9]\d{0,8}$/.test(values.destination ?? '')) {
    throw new Error('--destination must be a destination id, for example --destination 1');
  }
  const instants = (values['as-of'] ?? [new Date().toISOString()]).map((value) => new Date(value));
  if (instants.some((instant) => Number.isNaN(instant.getTime()))) {
    throw new Error('--as-of must be an ISO 8601 time, for example --as-of 2026-11-01T12:00:00Z');
  }
  if (values.format !== 'json' && values.format !== 'text') {
    throw new Error('--format must be json or text');
  }
  await withAppContext(async (app) => {
    const audit = app.get(ScoreAuditService);
    const scores: ScoreAsOf[] = [];
    for (const instant of instants) scores.push(await audit.scoreAsOf(destinationId, instant));
    if (values.format === 'text') console.log(scores.map(scoreAsText).join('\n\n'));
    else console.log(JSON.stringify(scores.length === 1 ? scores[0] : scores, null, 2));
  });
});
