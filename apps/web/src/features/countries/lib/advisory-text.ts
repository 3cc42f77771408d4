/**
 * How the governments' levels read on screen: the normalised level's name, the median as words,
 * a date as a traveller reads it, and whether to warn that a record is old.
 */
import { ADVISORY_LEVEL_LABELS, ADVISORY_OUTDATED_AFTER_DAYS, type AdvisoryLevel } from '@safetrails/contracts';
import { formatDay } from '@/lib/format-date';

const DAY_MS = 86_400_000;

export function levelLabel(level: AdvisoryLevel | null): string {
  return level === null ? 'No country-wide level' : `Level ${level}: ${ADVISORY_LEVEL_LABELS[level]}`;
}

/** "2", "2.5 (between levels 2 and 3)". */
export function medianText(median: number): string {
  return Number.isInteger(median)
    ? `level ${median}`
    : `level ${median} (between levels ${Math.floor(median)} and ${Math.ceil(median)})`;
}

export function formatDate(iso: string | null): string {
  if (!iso) return 'date not given';
  return formatDay(iso, { utc: true });
}

/** DATA.md rule 2: advice the source issued more than 90 days ago may be outdated. */
export function mayBeOutdated(issuedAt: string | null, now: Date): boolean {
  return issuedAt !== null && now.getTime() - Date.parse(issuedAt) > ADVISORY_OUTDATED_AFTER_DAYS * DAY_MS;
}

/** `tel:` wants digits and a leading +, nothing else. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A `tel:` link to the first number of a line that may give several ("+ (66) (2) 205-4049, 02-205-4049 (within Thailand)"). */
export function telHrefOfFirst(text: string): string | null {
  const first = /[+(]*\s?[+(]?\d[\d\s().-]{4,}\d/.exec(text)?.[0];
  return first ? telHref(first) : null;
}
