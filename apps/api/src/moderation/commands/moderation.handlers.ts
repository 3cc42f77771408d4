/**
 * Handlers of the moderation commands. Claims, releases, resolutions and reopenings append to the
 * item's own stream with the revision read; an action first runs the target's own command (the
 * forum's hide, the rating's removal, the alert's verification, a ban...), so the target's rules
 * and events stay where they are, then closes the item with the action and its reason. Every event
 * carries the moderator as actor and the request's correlation id, which ties the two together in
 * the moderation log.
 */
import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  MODERATION_ACTIONS_BY_KIND,
  MODERATION_CLAIM_MINUTES,
  laterPosition,
  moderationItemStreamName,
  moderatorNotesStreamName,
  parseModerationItemId,
  tipStreamName,
  type GlobalPosition,
  type ModerationAction,
} from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { ArchiveAlertCommand, VerifyAlertCommand } from '../../alerts/commands/alert.commands';
import { uuidFrom } from '../../platform/event-sourcing/ids';
import { appendContentFlag } from '../../community/commands/content-flag';
import { HideForumCommentCommand, ModerateForumPostCommand } from '../../community/commands/community.commands';
import { RemoveSafetyRatingCommand } from '../../destinations/commands/destination.commands';
import { UnknownTipError } from '../../destinations/domain/safety-tip';
import { userStreamName } from '../../identity/domain/user';
import { PII_VAULT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/database.module';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import {
  ActionNotAllowedError,
  ItemClosedError,
  ItemOpenError,
  ModerationItemNotFoundError,
  NoSubjectError,
} from '../domain/moderation-errors';
import {
  activeClaim,
  ItemClaimedError,
  moderationItemDecider,
  type ModerationItemCommand,
  type ModerationItemState,
} from '../domain/moderation-item';
import { moderatorNotesDecider } from '../domain/moderator-notes';
import { tipRemovalDecider } from '../domain/tip-removal';
import { travellerBanDecider } from '../domain/traveller-ban';
import { ModerationLookup, type QueueItemRef } from '../queries/moderation-lookup';
import {
  AddModeratorNoteCommand,
  BanTravellerCommand,
  ClaimModerationItemCommand,
  FlagSafetyContentCommand,
  LiftBanCommand,
  ReleaseModerationItemCommand,
  RemoveTipCommand,
  TakeModerationActionCommand,
  type ActionTaken,
  type Appended,
  type ModeratorActor,
  type ModeratorNoteAdded,
  type SafetyContentFlagged,
} from './moderation.commands';

/** The item the id names, as the queue has it: 404 for anything else. */
async function queueItem(lookup: ModerationLookup, itemId: string): Promise<QueueItemRef> {
  const item = parseModerationItemId(itemId) ? await lookup.item(itemId) : null;
  if (!item) throw new ModerationItemNotFoundError();
  return item;
}

/** Runs an item command; a refusal because someone holds the item names who. */
async function onItem(
  store: EventStore,
  lookup: ModerationLookup,
  item: QueueItemRef,
  command: ModerationItemCommand,
  context: CommandContext,
): Promise<GlobalPosition | null> {
  try {
    const { position } = await handleCommand(
      store,
      moderationItemStreamName(item.kind, item.targetId),
      moderationItemDecider,
      command,
      context,
    );
    return position;
  } catch (error) {
    if (error instanceof ItemClaimedError && error.holderName === null) {
      throw new ItemClaimedError(error.claim, await lookup.userName(error.claim.moderatorId));
    }
    throw error;
  }
}

async function itemState(store: EventStore, item: QueueItemRef): Promise<ModerationItemState> {
  let state = moderationItemDecider.initialState();
  for await (const event of store.readStream(moderationItemStreamName(item.kind, item.targetId))) {
    state = moderationItemDecider.evolve(state, event);
  }
  return state;
}

const ref = (item: QueueItemRef) => ({ itemId: item.itemId, kind: item.kind, targetId: item.targetId });

@CommandHandler(ClaimModerationItemCommand)
export class ClaimModerationItemHandler implements ICommandHandler<ClaimModerationItemCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {}

  async execute(command: ClaimModerationItemCommand): Promise<Appended> {
    const item = await queueItem(this.lookup, command.itemId);
    if (!item.open) throw new ItemClosedError();
    const position = await onItem(
      this.store,
      this.lookup,
      item,
      {
        type: 'Claim',
        ...ref(item),
        moderatorId: command.moderator.userId,
        now: new Date(),
        minutes: MODERATION_CLAIM_MINUTES,
      },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(ReleaseModerationItemCommand)
export class ReleaseModerationItemHandler implements ICommandHandler<ReleaseModerationItemCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {}

  async execute(command: ReleaseModerationItemCommand): Promise<Appended> {
    const item = await queueItem(this.lookup, command.itemId);
    const position = await onItem(
      this.store,
      this.lookup,
      item,
      {
        type: 'Release',
        itemId: item.itemId,
        moderatorId: command.moderator.userId,
        isAdmin: command.moderator.isAdmin,
        now: new Date(),
      },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(TakeModerationActionCommand)
export class TakeModerationActionHandler implements ICommandHandler<TakeModerationActionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ModerationLookup,
    private readonly commandBus: CommandBus,
  ) {}

  async execute(command: TakeModerationActionCommand): Promise<ActionTaken> {
    const { action, reason, moderator, context } = command;
    const item = await queueItem(this.lookup, command.itemId);
    const allowed = MODERATION_ACTIONS_BY_KIND[item.kind];
    if (!allowed.includes(action)) throw new ActionNotAllowedError(action, item.kind, allowed);
    const now = new Date();
    if (action === 'reopen') {
      if (item.open) throw new ItemOpenError();
      const position = await onItem(
        this.store,
        this.lookup,
        item,
        { type: 'Reopen', ...ref(item), moderatorId: moderator.userId, reason, now },
        context,
      );
      return { position, effect: null };
    }
    if (!item.open) throw new ItemClosedError();
    // Someone else's claim stops the action before it touches the target.
    const claim = activeClaim(await itemState(this.store, item), now);
    if (claim && claim.moderatorId !== moderator.userId) {
      throw new ItemClaimedError(claim, await this.lookup.userName(claim.moderatorId));
    }
    if (action === 'ban' && !item.subjectUserId) throw new NoSubjectError();
    const effect = await this.effect(item, action, reason, command.banUntil, moderator, context);
    const resolved = await onItem(
      this.store,
      this.lookup,
      item,
      {
        type: 'Resolve',
        ...ref(item),
        moderatorId: moderator.userId,
        action,
        reason,
        subjectUserId: item.subjectUserId,
        now,
      },
      context,
    );
    return { position: laterPosition(effect?.position ?? null, resolved), effect };
  }

  /** The target's own command for the action, or nothing for resolve and dismiss. */
  private async effect(
    item: QueueItemRef,
    action: Exclude<ModerationAction, 'reopen'>,
    reason: string,
    banUntil: Date | null,
    moderator: ModeratorActor,
    context: CommandContext,
  ): Promise<ActionTaken['effect']> {
    /** Runs the target's command; `readModel` is the read model that shows its effect. */
    const run = async (readModel: string, next: object): Promise<ActionTaken['effect']> => {
      const result: Appended = await this.commandBus.execute(next);
      return { position: result.position, readModel };
    };
    const alertActor = { userId: moderator.userId, moderator: true };
    switch (action) {
      case 'resolve':
      case 'dismiss':
        return null;
      case 'hide':
      case 'unhide':
        return item.kind === 'comment'
          ? run('forum', new HideForumCommentCommand(item.targetId, action === 'hide', reason, context))
          : run('forum', new ModerateForumPostCommand(item.targetId, 'hide', action === 'hide', reason, context));
      case 'lock':
      case 'unlock':
        return run('forum', new ModerateForumPostCommand(item.targetId, 'lock', action === 'lock', reason, context));
      case 'pin':
      case 'unpin':
        return run('forum', new ModerateForumPostCommand(item.targetId, 'pin', action === 'pin', reason, context));
      case 'remove':
        if (item.kind === 'tip') return run('tips', new RemoveTipCommand(item.targetId, reason, context));
        return run(
          'destinations',
          new RemoveSafetyRatingCommand(item.destinationId ?? 0, item.targetId, reason, context),
        );
      case 'verify':
        return run('alerts', new VerifyAlertCommand(item.targetId, alertActor, context));
      case 'archive':
        return run('alerts', new ArchiveAlertCommand(item.targetId, reason, alertActor, context));
      case 'ban':
        if (!banUntil) throw new Error('a ban reached the handler without its end: the controller checks it');
        return run('users', new BanTravellerCommand(item.subjectUserId!, banUntil, reason, context));
      default: {
        const unhandled: never = action;
        throw new Error(`Unhandled moderation action ${String(unhandled)}`);
      }
    }
  }
}

@CommandHandler(BanTravellerCommand)
export class BanTravellerHandler implements ICommandHandler<BanTravellerCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: BanTravellerCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'Ban', until: command.until, reason: command.reason, now: new Date() },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(LiftBanCommand)
export class LiftBanHandler implements ICommandHandler<LiftBanCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: LiftBanCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      userStreamName(command.userId),
      travellerBanDecider,
      { type: 'LiftBan', reason: command.reason, now: new Date() },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(AddModeratorNoteCommand)
export class AddModeratorNoteHandler implements ICommandHandler<AddModeratorNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly lookup: ModerationLookup,
  ) {}

  async execute(command: AddModeratorNoteCommand): Promise<ModeratorNoteAdded> {
    // Accounts are never un-deleted, so a present account stays present while we seal.
    if (!(await this.lookup.userExists(command.userId))) {
      throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such user' });
    }
    const noteId = command.context.idempotencyKey
      ? uuidFrom('moderator-note', command.userId, command.context.actorId ?? '', command.context.idempotencyKey)
      : randomUUID();
    const text = await this.vault.seal(command.userId, command.text);
    if (!text) throw new Error('a note without text reached the handler: the DTO requires it');
    const { position } = await handleCommand(
      this.store,
      moderatorNotesStreamName(command.userId),
      moderatorNotesDecider,
      { type: 'AddNote', noteId, userId: command.userId, text },
      command.context,
    );
    return { noteId, position };
  }
}

@CommandHandler(RemoveTipCommand)
export class RemoveTipHandler implements ICommandHandler<RemoveTipCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RemoveTipCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      tipStreamName(command.tipId),
      tipRemovalDecider,
      { type: 'RemoveTip', reason: command.reason },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(FlagSafetyContentCommand)
export class FlagSafetyContentHandler implements ICommandHandler<FlagSafetyContentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {}

  async execute(command: FlagSafetyContentCommand): Promise<SafetyContentFlagged> {
    const target =
      command.targetType === 'tip'
        ? await this.lookup.tip(command.targetId)
        : await this.lookup.rating(command.targetId);
    if (!target) {
      if (command.targetType === 'tip') throw new UnknownTipError();
      throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such rating' });
    }
    return appendContentFlag(
      this.store,
      command.userId,
      {
        targetType: command.targetType,
        targetId: command.targetId,
        postId: null,
        destinationId: target.destinationId,
        reason: command.reason,
        details: command.details,
      },
      command.context,
    );
  }
}

export const MODERATION_COMMAND_HANDLERS = [
  ClaimModerationItemHandler,
  ReleaseModerationItemHandler,
  TakeModerationActionHandler,
  BanTravellerHandler,
  LiftBanHandler,
  AddModeratorNoteHandler,
  RemoveTipHandler,
  FlagSafetyContentHandler,
];
