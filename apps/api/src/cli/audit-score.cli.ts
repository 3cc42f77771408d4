/**
 * `npm run audit:score -- --destination <id> --as-of <ISO time>`: a destination's score as of an
 * instant, replayed from the event log through the projector's own fold. Prints what
 * `GET /api/destinations/{id}/score?asOf=` answers, as JSON, so the two can be compared.
 */
import { parseArgs } from 'node:util';
import { ScoreAuditService } from '../destinations/queries/score-audit.service';
import { runCli, withAppContext } from './app-context';

runCli(async () => {
  const { values } = parseArgs({
    options: { destination: { type: 'string' }, 'as-of': { type: 'string' } },
  });
  const destinationId = Number(values.destination);
  if (!/^[1-9]\d{0,8}$/.test(values.destination ?? '')) {
    throw new Error('--destination must be a destination id, for example --destination 1');
  }
  const asOf = values['as-of'] ? new Date(values['as-of']) : new Date();
  if (Number.isNaN(asOf.getTime())) {
    throw new Error('--as-of must be an ISO 8601 time, for example --as-of 2026-11-01T12:00:00Z');
  }
  await withAppContext(async (app) => {
    const score = await app.get(ScoreAuditService).scoreAsOf(destinationId, asOf);
    console.log(JSON.stringify(score, null, 2));
  });
});
