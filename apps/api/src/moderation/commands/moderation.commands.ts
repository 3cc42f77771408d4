/**
 * The commands of moderation: claiming and releasing queue items, taking an action on one (which
 * runs the target's own command and closes the item), bans, moderator notes, removing a tip, and
 * travellers flagging tips and ratings. Each names who asks (the context) and what they ask.
 */
import type { ContentReportReason, GlobalPosition, ModerationAction } from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';

export interface Appended {
  /** Where the last event landed, or null when the command changed nothing. */
  readonly position: GlobalPosition | null;
}

/**
 * A queue action: also where its effect on the target landed (a hidden post, a removed tip, a ban)
 * and the read model that shows it, so the answer can wait until it does.
 */
export interface ActionTaken extends Appended {
  readonly effect: { readonly position: GlobalPosition | null; readonly readModel: string } | null;
}

/** The moderator as the queue's rules see them: admins may end other moderators' claims. */
export interface ModeratorActor {
  readonly userId: string;
  readonly isAdmin: boolean;
}

export class ClaimModerationItemCommand {
  constructor(
    readonly itemId: string,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}

export class ReleaseModerationItemCommand {
  constructor(
    readonly itemId: string,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}

/** One action on one item, with its reason; `banUntil` for `ban`. */
export class TakeModerationActionCommand {
  constructor(
    readonly itemId: string,
    readonly action: ModerationAction,
    readonly reason: string,
    readonly banUntil: Date | null,
    readonly moderator: ModeratorActor,
    readonly context: CommandContext,
  ) {}
}

export class BanTravellerCommand {
  constructor(
    readonly userId: string,
    readonly until: Date,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export class LiftBanCommand {
  constructor(
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export class AddModeratorNoteCommand {
  constructor(
    readonly userId: string,
    readonly text: string,
    readonly context: CommandContext,
  ) {}
}
export interface ModeratorNoteAdded extends Appended {
  readonly noteId: string;
}

export class RemoveTipCommand {
  constructor(
    readonly tipId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

/** A traveller flags a safety tip or a rating, once per target. */
export class FlagSafetyContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: 'tip' | 'rating',
    readonly targetId: string,
    readonly reason: ContentReportReason,
    readonly details: string | null,
    readonly context: CommandContext,
  ) {}
}
export interface SafetyContentFlagged extends Appended {
  readonly reportId: string;
  readonly receivedAt: string;
}
