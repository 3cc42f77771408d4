/**
 * Records of the moderation console's resources over `/admin-api/*` (ra-data-simple-rest):
 * `moderation-queue`, `moderation-log`, `bans` and `moderator-notes`, and the answers of the queue's
 * actions. .scratch/admin-api-moderation.md and docs/MODERATION.md say how each is listed and changed.
 */
import type { ErrorResponse } from './errors';
import type { BugSeverity, ContentReportReason } from '../constants/community.constants';
import type {
  ModerationAction,
  ModerationItemKind,
  ModerationItemStatus,
  ModerationLogAction,
  ModerationTargetKind,
} from '../constants/moderation.constants';
import type { ActorRole } from '../envelope';

/** A moderator as records name them. */
export interface ModeratorRef {
  readonly id: string;
  /** Null for a deleted account. */
  readonly name: string | null;
}

export interface ModerationResolution {
  readonly outcome: 'resolved' | 'dismissed';
  /** The action that closed it; `expired` / `replaced` when the target closed it by itself. */
  readonly action: ModerationAction | 'expired' | 'replaced';
  /** Null only when the item closed without a moderator (an alert expired, a rating was replaced). */
  readonly reason: string | null;
  readonly by: ModeratorRef | null;
  readonly at: string;
}

/** `moderation-queue`: one item per flagged or submitted thing. */
export interface ModerationQueueItem {
  /** `<kind>-<targetId>`, e.g. `post-6f1c…`. */
  readonly id: string;
  readonly kind: ModerationItemKind;
  /** The report id (submissions), post, comment, tip, rating or alert id. */
  readonly targetId: string;
  /** One line for the list: a post's title, the start of a comment or tip, a submission's summary. */
  readonly label: string;
  readonly status: ModerationItemStatus;
  /** Computed when read (docs/MODERATION.md): base points + open flags' weights + age points. */
  readonly priority: number;
  /** Flags since the item (re)entered the queue; 0 for submissions and alerts. */
  readonly flagCount: number;
  /** Flags per reason in this round, e.g. `{ "spam": 2, "harassment": 1 }`. */
  readonly flagReasons: Readonly<Partial<Record<ContentReportReason, number>>>;
  /** When it entered (or re-entered) the queue. */
  readonly queuedAt: string;
  readonly lastFlaggedAt: string | null;
  /** Hours since `queuedAt`, at the time of the request. */
  readonly ageHours: number;
  /** The traveller behind the target (author, sender, alert raiser), if known. */
  readonly subjectUserId: string | null;
  readonly subjectName: string | null;
  /** The forum post a comment belongs to (links), the destination of a tip, rating or alert. */
  readonly postId: string | null;
  readonly destinationId: number | null;
  /** Bug reports only. */
  readonly severity: BugSeverity | null;
  /** Set while a claim holds (status `claimed`); null otherwise. */
  readonly claimedBy: ModeratorRef | null;
  readonly claimedUntil: string | null;
  /** The last decision, also after a reopening (then status is `new` again). */
  readonly resolution: ModerationResolution | null;
  /** What the console may offer on this item (kind's actions; `ban` only with a subject). */
  readonly actions: readonly ModerationAction[];
}

/** A traveller's flag as the item's detail shows it. */
export interface ModerationFlag {
  /** The flag's report id (`report-<id>`). */
  readonly id: string;
  readonly flaggerId: string | null;
  readonly flaggerName: string | null;
  readonly reason: ContentReportReason;
  readonly details: string | null;
  readonly flaggedAt: string;
  /** The flagger's decided flags so far and the weight the formula gives their flag. */
  readonly flaggerUpheld: number;
  readonly flaggerRejected: number;
  readonly weight: number;
  /** Null while undecided; `upheld` / `rejected` once the item was closed after it. */
  readonly outcome: 'upheld' | 'rejected' | null;
}

/** `GET /admin-api/moderation-queue/{id}`: the item, its flags (all rounds) and what it is about. */
export interface ModerationQueueItemDetail extends ModerationQueueItem {
  readonly flags: readonly ModerationFlag[];
  /**
   * The target as the queue knows it: a submission's whole form (JSON), or `{ title?, content }` of
   * a post, comment, tip, rating comment or alert as written. Null when not known.
   */
  readonly content: Readonly<Record<string, unknown>> | null;
}

/** `GET /admin-api/moderation-queue/counts`: for the badge and the tabs. */
export interface ModerationQueueCounts {
  /** Items waiting: `new` + `claimed`. */
  readonly open: number;
  readonly byStatus: Readonly<Record<ModerationItemStatus, number>>;
  readonly byKind: Readonly<Record<ModerationItemKind, Readonly<Record<ModerationItemStatus, number>>>>;
  /** Open items claimed by the caller. */
  readonly mine: number;
}

/** One item's outcome in a bulk request. */
export interface ModerationBulkItemResult {
  readonly id: string;
  readonly ok: boolean;
  /** The status this item alone would have answered: 200, or the error's. */
  readonly statusCode: number;
  readonly item: ModerationQueueItem | null;
  readonly error: ErrorResponse | null;
}

/** `POST /admin-api/moderation-queue/bulk`: 200 with one result per id, in the order given. */
export interface ModerationBulkResult {
  readonly action: ModerationAction;
  readonly succeeded: number;
  readonly failed: number;
  readonly results: readonly ModerationBulkItemResult[];
}

/** The 409 a claim or action gets while someone else holds the item. */
export interface ItemClaimedErrorResponse extends ErrorResponse {
  readonly code: 'ITEM_CLAIMED';
  readonly claimedBy: ModeratorRef;
  readonly claimedUntil: string;
}

/** `moderation-log`: one row per moderation event, from the console or anywhere else. */
export interface ModerationLogEntry {
  /** The event's id. */
  readonly id: string;
  readonly at: string;
  /** Null for the system (seed, development personas). */
  readonly moderator: ModeratorRef | null;
  readonly moderatorRole: ActorRole;
  readonly action: ModerationLogAction;
  readonly targetKind: ModerationTargetKind;
  /** Uuid, or a destination's number as text. */
  readonly targetId: string;
  /** A post's title, the start of a comment or tip, a traveller's name, a destination's name... */
  readonly targetLabel: string | null;
  /** The traveller whose content or account it concerned (their moderation history). */
  readonly subjectUserId: string | null;
  readonly subjectName: string | null;
  readonly reason: string | null;
  /** The queue item it closed, when done from the queue. */
  readonly itemId: string | null;
  /** Extra facts: a ban's `until`, a role's name, a flag count... */
  readonly details: Readonly<Record<string, unknown>>;
  readonly eventType: string;
  readonly stream: string;
}

/** `bans`: one record per traveller ever banned; `id` is the traveller's user id. */
export interface TravellerBan {
  readonly id: string;
  readonly userId: string;
  readonly userName: string | null;
  /** The end of the current (or last) ban. */
  readonly until: string;
  readonly reason: string;
  readonly bannedBy: ModeratorRef | null;
  readonly bannedAt: string;
  /** True while `until` is in the future and the ban was not lifted. */
  readonly active: boolean;
  readonly liftedAt: string | null;
  readonly liftedBy: ModeratorRef | null;
  readonly liftReason: string | null;
  /** How many times this traveller has been banned. */
  readonly banCount: number;
}

/** The 403 every write (non-GET) of a banned traveller gets. */
export interface BannedErrorResponse extends ErrorResponse {
  readonly code: 'BANNED';
  readonly bannedUntil: string;
}

/** `moderator-notes`: private notes about a traveller, for moderators only. */
export interface ModeratorNote {
  readonly id: string;
  readonly userId: string;
  /** Null once the traveller's account is deleted (the note was sealed with their key). */
  readonly text: string | null;
  readonly author: ModeratorRef | null;
  readonly createdAt: string;
}
