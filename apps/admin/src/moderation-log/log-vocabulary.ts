/** How the moderation log names its actions and targets, and how its date filters read a day. */
import type { ModerationLogAction, ModerationTargetKind } from '@safetrails/contracts';
import { isItemKind, kindLabel, targetResource } from '../moderation-queue/queue-kinds';

const ACTION_LABELS: Readonly<Record<ModerationLogAction, string>> = {
  resolve: 'Resolved',
  dismiss: 'Dismissed',
  reopen: 'Reopened',
  hide: 'Hid',
  unhide: 'Showed again',
  lock: 'Locked',
  unlock: 'Unlocked',
  pin: 'Pinned',
  unpin: 'Unpinned',
  remove: 'Removed',
  verify: 'Verified',
  archive: 'Archived',
  ban: 'Banned',
  lift_ban: 'Lifted a ban',
  grant_role: 'Granted a role',
  revoke_role: 'Revoked a role',
  grant_beta: 'Granted beta access',
  revise_baseline: 'Revised a baseline',
};

export function logActionLabel(action: ModerationLogAction): string {
  return ACTION_LABELS[action] ?? action;
}

export function targetKindLabel(kind: ModerationTargetKind): string {
  if (kind === 'user') return 'Traveller';
  if (kind === 'destination') return 'Destination';
  return kindLabel(kind);
}

/** The console resource and record a log row's target opens, or null when it has none. */
export function targetRecord(
  kind: ModerationTargetKind,
  targetId: string,
): { resource: string; id: string; type: 'show' | 'edit' } {
  if (kind === 'user') return { resource: 'users', id: targetId, type: 'edit' };
  if (kind === 'destination') return { resource: 'destinations', id: targetId, type: 'show' };
  return { resource: isItemKind(kind) ? targetResource(kind) : kind, id: targetId, type: 'show' };
}

/** The first instant of a day picked in the reader's time zone (`YYYY-MM-DD`), as ISO. */
export function dayStart(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The last instant of that day, so "to 7 March" includes the whole of 7 March. */
export function dayEnd(day: string): string | undefined {
  const date = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
