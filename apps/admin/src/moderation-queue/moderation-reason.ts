/**
 * Every moderation action needs a reason a traveller, another moderator or an auditor can read
 * later in the moderation log; the dialog checks it before sending, the API checks it again.
 */
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from '@safetrails/contracts';

export const REASON_MIN_LENGTH = MODERATION_REASON_MIN_LENGTH;
export const REASON_MAX_LENGTH = MODERATION_REASON_MAX_LENGTH;

/** What is wrong with the reason as typed, or null when it can be sent (trimmed). */
export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Say why: the reason goes into the moderation log';
  if (trimmed.length < REASON_MIN_LENGTH) return `At least ${REASON_MIN_LENGTH} characters`;
  if (trimmed.length > REASON_MAX_LENGTH) return `At most ${REASON_MAX_LENGTH} characters`;
  return null;
}
