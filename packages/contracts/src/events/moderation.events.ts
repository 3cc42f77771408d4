/**
 * Events of moderation.
 *
 * - `moderation-item-<kind>-<targetId>`: the console's work on one queue item: claims (appended with
 *   the revision read, so two moderators racing get one winner), releases, resolutions (each with
 *   the action taken and its reason) and reopenings. The item itself comes from the events that put
 *   it in the queue (a submission, a flag, an unverified alert); this stream only says what
 *   moderators did about it.
 * - `tip-<uuid>`: `TipRemoved`, a moderator taking a tip down with a reason.
 * - `user-<uuid>`: `TravellerBanned` (until when, why) and `BanLifted`, next to the account's other
 *   decisions.
 * - `moderator-notes-<userId>`: private notes moderators keep about a traveller, sealed with the
 *   traveller's key, so deleting the account shreds them with everything else personal.
 *
 * Flags on tips and ratings are the forum's `ContentFlagged` on a `report-<uuid>` stream, with
 * `targetType` `tip` or `rating` (community.events.ts).
 */
import type { RecordedEvent } from '../envelope';
import {
  MODERATION_ITEM_KINDS,
  type ModerationAction,
  type ModerationItemKind,
} from '../constants/moderation.constants';
import type { Sealed } from './sealed';

export interface ModerationItemClaimedData {
  /** `<kind>-<targetId>`, the queue item's id. */
  readonly itemId: string;
  readonly kind: ModerationItemKind;
  readonly targetId: string;
  readonly moderatorId: string;
  /** When the claim lapses (ISO): occurred-at plus MODERATION_CLAIM_MINUTES. */
  readonly until: string;
}

export interface ModerationItemReleasedData {
  readonly itemId: string;
  /** Whose claim ends (an admin may release someone else's). */
  readonly moderatorId: string;
}

export interface ModerationItemResolvedData {
  readonly itemId: string;
  readonly kind: ModerationItemKind;
  readonly targetId: string;
  /** The status the item is left in; decides whether its flags count as upheld. */
  readonly outcome: 'resolved' | 'dismissed';
  readonly action: Exclude<ModerationAction, 'reopen'>;
  readonly reason: string;
  /** The traveller the action was about (author, sender, banned user), when known. */
  readonly subjectUserId: string | null;
}

export interface ModerationItemReopenedData {
  readonly itemId: string;
  readonly kind: ModerationItemKind;
  readonly targetId: string;
  readonly reason: string;
}

export interface TipRemovedData {
  readonly tipId: string;
  readonly destinationId: number;
  /** The tip's author. */
  readonly userId: string;
  readonly reason: string;
}

export interface TravellerBannedData {
  /** The end of the ban (ISO). A new ban replaces the current one (longer or shorter). */
  readonly until: string;
  readonly reason: string;
}

export interface BanLiftedData {
  readonly reason: string;
}

export interface ModeratorNoteAddedData {
  readonly noteId: string;
  /** The traveller the note is about. */
  readonly userId: string;
  /** Sealed with the traveller's key: gone when their account is deleted. */
  readonly text: Sealed;
}

export type ModerationItemClaimed = RecordedEvent<'ModerationItemClaimed', ModerationItemClaimedData>;
export type ModerationItemReleased = RecordedEvent<'ModerationItemReleased', ModerationItemReleasedData>;
export type ModerationItemResolved = RecordedEvent<'ModerationItemResolved', ModerationItemResolvedData>;
export type ModerationItemReopened = RecordedEvent<'ModerationItemReopened', ModerationItemReopenedData>;
export type ModerationItemEvent =
  ModerationItemClaimed | ModerationItemReleased | ModerationItemResolved | ModerationItemReopened;

export type TipRemoved = RecordedEvent<'TipRemoved', TipRemovedData>;
export type TravellerBanned = RecordedEvent<'TravellerBanned', TravellerBannedData>;
export type BanLifted = RecordedEvent<'BanLifted', BanLiftedData>;
export type ModeratorNoteAdded = RecordedEvent<'ModeratorNoteAdded', ModeratorNoteAddedData>;

export const ModerationEventTypes = {
  ModerationItemClaimed: { type: 'ModerationItemClaimed', schemaVersion: 1 },
  ModerationItemReleased: { type: 'ModerationItemReleased', schemaVersion: 1 },
  ModerationItemResolved: { type: 'ModerationItemResolved', schemaVersion: 1 },
  ModerationItemReopened: { type: 'ModerationItemReopened', schemaVersion: 1 },
  TipRemoved: { type: 'TipRemoved', schemaVersion: 1 },
  TravellerBanned: { type: 'TravellerBanned', schemaVersion: 1 },
  BanLifted: { type: 'BanLifted', schemaVersion: 1 },
  ModeratorNoteAdded: { type: 'ModeratorNoteAdded', schemaVersion: 1 },
} as const;

/** The queue item's id: `<kind>-<targetId>`, e.g. `post-6f1c…`. */
export function moderationItemId(kind: ModerationItemKind, targetId: string): string {
  return `${kind}-${targetId}`;
}

export function moderationItemStreamName(kind: ModerationItemKind, targetId: string): string {
  return `moderation-item-${moderationItemId(kind, targetId)}`;
}

export function moderatorNotesStreamName(userId: string): string {
  return `moderator-notes-${userId}`;
}

/** The kind and target of a queue item id, or null when it is not one. */
export function parseModerationItemId(
  itemId: string,
): { readonly kind: ModerationItemKind; readonly targetId: string } | null {
  const match = /^([a-z_]+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(itemId);
  if (!match || !(MODERATION_ITEM_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as ModerationItemKind, targetId: match[2]!.toLowerCase() };
}
