/**
 * Optimistic changes to the queue's cached lists and records, so an undoable action shows its
 * outcome at once (react-admin rolls the cache back if the moderator clicks Undo). react-admin
 * caches a list as `{ data: [...], total }`, getMany as `[...]` and getOne as the record.
 */
import {
  MODERATION_ACTION_OUTCOME,
  type ModerationAction,
  type ModerationItemStatus,
  type ModerationQueueItem,
} from '@safetrails/contracts';

type Patch = Partial<ModerationQueueItem>;

function patchRecord(record: unknown, ids: ReadonlySet<string>, patch: Patch): unknown {
  if (typeof record !== 'object' || record === null || !('id' in record)) return record;
  return ids.has(String(record.id)) ? { ...record, ...patch } : record;
}

/** The cached value with the records of `ids` patched, whichever of the three shapes it has. */
export function patchCachedRecords(value: unknown, ids: readonly string[], patch: Patch): unknown {
  const wanted = new Set(ids);
  if (Array.isArray(value)) return value.map((record) => patchRecord(record, wanted, patch));
  if (typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data)) {
    return { ...value, data: value.data.map((record) => patchRecord(record, wanted, patch)) };
  }
  return patchRecord(value, wanted, patch);
}

/** The status an action leaves an item in (reopening puts it back to `new`). */
export function statusAfter(action: ModerationAction): ModerationItemStatus {
  return action === 'reopen' ? 'new' : MODERATION_ACTION_OUTCOME[action];
}
