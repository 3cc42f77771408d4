/**
 * Which actions the console offers on queue items, how each one is confirmed and undone, and how
 * their outcomes read. Pure, so the rules are tested apart from the screens.
 */
import {
  BAN_DURATION_PRESETS_HOURS,
  MODERATION_ACTION_LABELS,
  type ModerationAction,
  type ModerationBulkResult,
  type ModerationQueueItem,
  type ModerationResolution,
} from '@safetrails/contracts';

export function isOpen(item: Pick<ModerationQueueItem, 'status'>): boolean {
  return item.status === 'new' || item.status === 'claimed';
}

/** Who holds the item's claim, as the viewer sees it. */
export function claimHolder(
  item: Pick<ModerationQueueItem, 'status' | 'claimedBy'>,
  myId: string | undefined,
): 'none' | 'me' | 'other' {
  if (item.status !== 'claimed' || !item.claimedBy) return 'none';
  return item.claimedBy.id === myId ? 'me' : 'other';
}

/** An open item offers its kind's actions; a closed one can only be reopened. */
export function availableActions(item: Pick<ModerationQueueItem, 'status' | 'actions'>): ModerationAction[] {
  return isOpen(item)
    ? item.actions.filter((action) => action !== 'reopen')
    : item.actions.filter((action) => action === 'reopen');
}

/** What the console knows of a post or comment now (from its own resource), to offer only what changes it. */
export interface TargetState {
  readonly hidden?: boolean;
  readonly locked?: boolean;
  readonly pinned?: boolean;
}

/** Leaves out the half of each pair that would change nothing: no "Hide" for a hidden post. */
export function actionsForState(
  actions: readonly ModerationAction[],
  state: TargetState | undefined,
): ModerationAction[] {
  if (!state) return [...actions];
  const pointless = new Set<ModerationAction>();
  if (state.hidden !== undefined) pointless.add(state.hidden ? 'hide' : 'unhide');
  if (state.locked !== undefined) pointless.add(state.locked ? 'lock' : 'unlock');
  if (state.pinned !== undefined) pointless.add(state.pinned ? 'pin' : 'unpin');
  return actions.filter((action) => !pointless.has(action));
}

/** What a bulk action may be: one every selected item offers (and never ban: one person at a time). */
export function commonActions(items: readonly Pick<ModerationQueueItem, 'status' | 'actions'>[]): ModerationAction[] {
  if (items.length === 0) return [];
  const [first, ...rest] = items.map(availableActions);
  return (first ?? []).filter((action) => action !== 'ban' && rest.every((actions) => actions.includes(action)));
}

/**
 * Closing an item, or hiding, locking or pinning content, waits a few seconds with an Undo in the
 * notification before anything is sent (react-admin's undoable mode). Removing content, banning,
 * verifying or archiving an alert, and reopening are sent at once and confirmed by the server.
 */
export function isUndoable(action: ModerationAction): boolean {
  switch (action) {
    case 'resolve':
    case 'dismiss':
    case 'hide':
    case 'unhide':
    case 'lock':
    case 'unlock':
    case 'pin':
    case 'unpin':
      return true;
    case 'reopen':
    case 'remove':
    case 'verify':
    case 'archive':
    case 'ban':
      return false;
  }
}

/** Actions whose effect travellers feel: they get the red button. */
export function isDestructive(action: ModerationAction): boolean {
  return action === 'remove' || action === 'ban' || action === 'hide' || action === 'archive';
}

export function actionLabel(action: ModerationAction): string {
  return MODERATION_ACTION_LABELS[action];
}

/** The action that closed an item; `expired` and `replaced` close alerts and ratings by themselves. */
export function resolutionActionLabel(action: ModerationResolution['action']): string {
  if (action === 'expired') return 'Expired';
  if (action === 'replaced') return 'Replaced by a newer rating';
  return actionLabel(action);
}

const ACTION_PAST: Readonly<Record<ModerationAction, string>> = {
  resolve: 'resolved',
  dismiss: 'dismissed',
  reopen: 'reopened',
  hide: 'hidden',
  unhide: 'shown again',
  lock: 'locked',
  unlock: 'unlocked',
  pin: 'pinned',
  unpin: 'unpinned',
  remove: 'removed',
  verify: 'verified',
  archive: 'archived',
  ban: 'closed, author banned',
};

/** "Item resolved", "3 items dismissed". */
export function actionDone(action: ModerationAction, count = 1): string {
  return `${count === 1 ? 'Item' : `${count} items`} ${ACTION_PAST[action]}`;
}

/** What the action will do, in the words the dialog shows before the moderator confirms. */
export function actionExplanation(action: ModerationAction, subjectName: string | null): string {
  switch (action) {
    case 'resolve':
      return 'Closes it as handled: the flags were right, or the submission was acted on.';
    case 'dismiss':
      return 'Closes it with nothing to do; any flags on it count as not upheld in their flaggers’ record.';
    case 'reopen':
      return 'Puts the item back in the queue as new.';
    case 'hide':
      return 'Hides the content from travellers (its author and moderators still see it) and closes the item.';
    case 'unhide':
      return 'Shows the content to travellers again and closes the item as dismissed.';
    case 'lock':
      return 'Locks the post: nobody can comment any more. Closes the item.';
    case 'unlock':
      return 'Unlocks the post so travellers can comment again.';
    case 'pin':
      return 'Pins the post at the top of its category and dismisses the flags.';
    case 'unpin':
      return 'Unpins the post.';
    case 'remove':
      return 'Removes the content from the site for good; a removed rating no longer counts in the score.';
    case 'verify':
      return 'Marks the traveller’s alert as verified, so every traveller sees it without the unverified label.';
    case 'archive':
      return 'Archives the alert: it stops being shown as active.';
    case 'ban':
      return `Bans ${subjectName ?? 'the traveller'} from posting, rating and reporting for the time chosen, and closes the item.`;
  }
}

export const BAN_PRESETS: readonly { readonly hours: number; readonly label: string }[] =
  BAN_DURATION_PRESETS_HOURS.map((hours) => ({ hours, label: durationLabel(hours) }));

/** 24 → "1 day", 168 → "7 days", 5 → "5 hours". */
export function durationLabel(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** How long an item has waited: minutes, hours, then days. */
export function ageLabel(ageHours: number): string {
  if (ageHours < 1) return `${Math.max(0, Math.floor(ageHours * 60))} min`;
  if (ageHours < 48) return `${Math.floor(ageHours)} h`;
  return `${Math.floor(ageHours / 24)} d`;
}

/** One line for the notification after a bulk action: how many worked and why the others did not. */
export function bulkSummary(result: ModerationBulkResult): { readonly message: string; readonly ok: boolean } {
  const done = result.succeeded > 0 ? actionDone(result.action, result.succeeded) : null;
  if (result.failed === 0) return { message: done ?? 'Nothing to do', ok: true };
  const reasons = [
    ...new Set(result.results.filter((entry) => !entry.ok).map((entry) => entry.error?.message ?? 'failed')),
  ];
  const failed = `${result.failed} ${result.failed === 1 ? 'item was' : 'items were'} not changed: ${reasons.join('; ')}`;
  return { message: done ? `${done}. ${failed}` : failed, ok: false };
}
