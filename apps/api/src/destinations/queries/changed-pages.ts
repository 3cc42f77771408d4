/** Which cached destination pages a read-model change makes stale (the `destination-pages` cache). */
import type { ReadModelChange } from '@safetrails/contracts';

/**
 * The pages (keyed by destination id) a change touches: those of the destination streams it names,
 * or every page when it names none or another kind of stream (an advisory folds into every city of
 * its country).
 */
export function changedPages(change: ReadModelChange): boolean | readonly string[] {
  if (change.projection === 'countries') return true;
  if (change.projection !== 'destinations') return false;
  if (!change.streams) return true;
  const ids: string[] = [];
  for (const stream of change.streams) {
    const id = /^destination-(\d+)$/.exec(stream)?.[1];
    if (id === undefined) return true;
    ids.push(id);
  }
  return ids;
}
