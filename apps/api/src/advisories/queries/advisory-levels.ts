/** When a government's record is stale: our last successful check of it is more than a week old. */
import { ADVISORY_STALE_AFTER_DAYS } from '@safetrails/contracts';

export { medianLevel } from '@safetrails/scoring';

const DAY_MS = 86_400_000;

export function isStale(retrievedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(retrievedAt) > ADVISORY_STALE_AFTER_DAYS * DAY_MS;
}
