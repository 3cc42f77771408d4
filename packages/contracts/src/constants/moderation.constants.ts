/**
 * The vocabulary of the moderation console: the kinds of item in the one queue, their statuses, the
 * actions a moderator may take on each kind, how long a claim lasts, and the priority formula
 * (docs/MODERATION.md), shared by the API's SQL, the console and the tests.
 */
import type { BugSeverity } from './community.constants';

/** The projection (and read-model schema `rm_moderation`) of the queue, the log, bans and notes. */
export const MODERATION_PROJECTION = 'moderation';

/**
 * What can wait in the queue: the feedback hub's four submissions, travellers' flags on forum
 * posts, comments, safety tips and ratings (flags on one target collapse into one item), and
 * travellers' alerts waiting for verification.
 */
export const MODERATION_ITEM_KINDS = [
  'feedback',
  'data_report',
  'bug_report',
  'survey',
  'post',
  'comment',
  'tip',
  'rating',
  'alert',
] as const;
export type ModerationItemKind = (typeof MODERATION_ITEM_KINDS)[number];

export const MODERATION_ITEM_KIND_LABELS: Readonly<Record<ModerationItemKind, string>> = {
  feedback: 'Feedback',
  data_report: 'Data report',
  bug_report: 'Bug report',
  survey: 'Survey',
  post: 'Forum post',
  comment: 'Forum comment',
  tip: 'Safety tip',
  rating: 'Rating',
  alert: 'Alert awaiting verification',
};

/** `claimed` is `new` with a claim that has not expired yet (computed when read, never stored). */
export const MODERATION_ITEM_STATUSES = ['new', 'claimed', 'resolved', 'dismissed'] as const;
export type ModerationItemStatus = (typeof MODERATION_ITEM_STATUSES)[number];
/** Filter shorthand: `new` or `claimed`. */
export const MODERATION_OPEN_STATUS = 'open';

/** What travellers may flag (the forum's ContentFlagged, extended to tips and ratings). */
export const FLAG_TARGET_TYPES = ['post', 'comment', 'tip', 'rating'] as const;
export type FlagTargetType = (typeof FLAG_TARGET_TYPES)[number];

/**
 * Every action the queue offers. `resolve` and `dismiss` close any item; the others act on the
 * target through its own command (forum moderation, rating removal, tip removal, alert
 * verification) and close the item too; `reopen` puts a closed item back in the queue.
 */
export const MODERATION_ACTIONS = [
  'resolve',
  'dismiss',
  'reopen',
  'hide',
  'unhide',
  'lock',
  'unlock',
  'pin',
  'unpin',
  'remove',
  'verify',
  'archive',
  'ban',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  resolve: 'Resolve',
  dismiss: 'Dismiss',
  reopen: 'Reopen',
  hide: 'Hide',
  unhide: 'Show again',
  lock: 'Lock',
  unlock: 'Unlock',
  pin: 'Pin',
  unpin: 'Unpin',
  remove: 'Remove',
  verify: 'Verify',
  archive: 'Archive',
  ban: 'Ban the author',
};

/** The actions each kind offers. `ban` applies to the item's traveller (author or sender) when known. */
export const MODERATION_ACTIONS_BY_KIND: Readonly<Record<ModerationItemKind, readonly ModerationAction[]>> = {
  feedback: ['resolve', 'dismiss', 'reopen', 'ban'],
  data_report: ['resolve', 'dismiss', 'reopen', 'ban'],
  bug_report: ['resolve', 'dismiss', 'reopen', 'ban'],
  survey: ['resolve', 'dismiss', 'reopen', 'ban'],
  post: ['resolve', 'dismiss', 'reopen', 'hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin', 'ban'],
  comment: ['resolve', 'dismiss', 'reopen', 'hide', 'unhide', 'ban'],
  tip: ['resolve', 'dismiss', 'reopen', 'remove', 'ban'],
  rating: ['resolve', 'dismiss', 'reopen', 'remove', 'ban'],
  alert: ['resolve', 'dismiss', 'reopen', 'verify', 'archive', 'ban'],
};

/**
 * The status an action leaves the item in. It also decides the flaggers' track record: flags on an
 * item closed `resolved` were upheld, flags on one closed `dismissed` were not. Undoing content
 * moderation (show again, unlock, pin) says the flags were wrong.
 */
export const MODERATION_ACTION_OUTCOME: Readonly<
  Record<Exclude<ModerationAction, 'reopen'>, 'resolved' | 'dismissed'>
> = {
  resolve: 'resolved',
  dismiss: 'dismissed',
  hide: 'resolved',
  unhide: 'dismissed',
  lock: 'resolved',
  unlock: 'dismissed',
  pin: 'dismissed',
  unpin: 'resolved',
  remove: 'resolved',
  verify: 'resolved',
  archive: 'resolved',
  ban: 'resolved',
};

/** A claim lasts this long unless released or renewed (claiming again extends it). */
export const MODERATION_CLAIM_MINUTES = 30;

/** One bulk request acts on at most this many items. */
export const MODERATION_BULK_MAX_ITEMS = 100;

// ----- priority (docs/MODERATION.md "Priority") ---------------------------------------------------

/**
 * Points an item starts with before flags and age: a submission counts as one voice; a critical
 * bug or a traveller's unverified alert is more urgent; flagged content starts at zero and earns
 * its points from its flags.
 */
export const MODERATION_BASE_POINTS: Readonly<Record<Exclude<ModerationItemKind, 'bug_report'>, number>> = {
  feedback: 1,
  data_report: 1,
  survey: 0.5,
  post: 0,
  comment: 0,
  tip: 0,
  rating: 0,
  alert: 2,
};
export const BUG_SEVERITY_POINTS: Readonly<Record<BugSeverity, number>> = {
  low: 1,
  medium: 1.5,
  high: 2,
  critical: 3,
};

/** A flag weighs 0.5 plus its flagger's smoothed share of upheld flags: 1.0 for a newcomer, up to 1.5. */
export const FLAG_WEIGHT_BASE = 0.5;
/** Age adds this many points per day waiting (since the item entered, or re-entered, the queue)... */
export const AGE_POINTS_PER_DAY = 1;
/** ...up to this many days, so old items rise but a pile-up of flags still comes first. */
export const AGE_POINTS_MAX_DAYS = 7;

/**
 * The weight of one flag given its flagger's earlier decided flags: `0.5 + (upheld + 1) / (upheld
 * + rejected + 2)` (Laplace's rule of succession, so one lucky or unlucky flag moves it little).
 */
export function flagWeight(upheld: number, rejected: number): number {
  return FLAG_WEIGHT_BASE + (upheld + 1) / (upheld + rejected + 2);
}

/** Points for waiting `ageHours`. */
export function agePoints(ageHours: number): number {
  return (Math.min(Math.max(ageHours, 0), AGE_POINTS_MAX_DAYS * 24) / 24) * AGE_POINTS_PER_DAY;
}

/** priority = base points + the sum of the open flags' weights + age points, rounded to 2 decimals. */
export function moderationPriority(basePoints: number, flagWeights: readonly number[], ageHours: number): number {
  const total = basePoints + flagWeights.reduce((sum, weight) => sum + weight, 0) + agePoints(ageHours);
  return Math.round(total * 100) / 100;
}

// ----- bans and notes -----------------------------------------------------------------------------

export const BAN_DURATION_HOURS_MIN = 1;
/** A year: longer exclusion is an account matter, not a moderation one. */
export const BAN_DURATION_HOURS_MAX = 24 * 365;
/** The console's quick choices: a day, three days, a week, a month. */
export const BAN_DURATION_PRESETS_HOURS = [24, 72, 168, 720] as const;

export const MODERATOR_NOTE_MAX_LENGTH = 2000;

// ----- the moderation log ---------------------------------------------------------------------------

/** What a log row says was done. */
export const MODERATION_LOG_ACTIONS = [
  'resolve',
  'dismiss',
  'reopen',
  'hide',
  'unhide',
  'lock',
  'unlock',
  'pin',
  'unpin',
  'remove',
  'verify',
  'archive',
  'ban',
  'lift_ban',
  'grant_role',
  'revoke_role',
  'grant_beta',
  'revise_baseline',
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

/** What a log row acted on: a queue item's target, a traveller's account, or a destination's baseline. */
export const MODERATION_TARGET_KINDS = [...MODERATION_ITEM_KINDS, 'user', 'destination'] as const;
export type ModerationTargetKind = (typeof MODERATION_TARGET_KINDS)[number];
