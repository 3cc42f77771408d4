/** A moderator note is 1-2000 characters after trimming, as the API checks. */
import { MODERATOR_NOTE_MAX_LENGTH } from '@safetrails/contracts';

export function noteError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Write the note first';
  if (trimmed.length > MODERATOR_NOTE_MAX_LENGTH) return `At most ${MODERATOR_NOTE_MAX_LENGTH} characters`;
  return null;
}
