/**
 * Every moderation action carries a reason an auditor can read (DESIGN.md "Pitfalls already
 * known": moderation consoles people trust). The dialogs check it as the API does.
 */
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from '@safetrails/contracts';

export const REASON_MISSING = 'Say why: the reason is kept with the action';

/** What is wrong with a reason, or null when the API will take it. Lengths count after trimming. */
export function reasonError(value: string): string | null {
  const reason = value.trim();
  if (reason.length === 0) return REASON_MISSING;
  if (reason.length < MODERATION_REASON_MIN_LENGTH) {
    return `At least ${MODERATION_REASON_MIN_LENGTH} characters`;
  }
  if (reason.length > MODERATION_REASON_MAX_LENGTH) {
    return `At most ${MODERATION_REASON_MAX_LENGTH} characters`;
  }
  return null;
}

/** The same check as a react-admin input validator (for forms that carry a reason field). */
export const REASON_RULES = [
  (value: unknown): string | undefined => reasonError(typeof value === 'string' ? value : '') ?? undefined,
];
