/** A vote button toggles: pressing the vote you already gave takes it back ('none'). */
import type { TipVote } from '@safetrails/contracts';

export function nextVote(current: TipVote, pressed: Exclude<TipVote, 'none'>): TipVote {
  return current === pressed ? 'none' : pressed;
}
