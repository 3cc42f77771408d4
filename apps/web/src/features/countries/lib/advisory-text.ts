/**
 * Whether to warn that a government's record is old, and its phone numbers as `tel:` links (the
 * words around them are in advisory-words.ts, in the page's language).
 */
import { ADVISORY_OUTDATED_AFTER_DAYS } from '@safetrails/contracts';

const DAY_MS = 86_400_000;

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
