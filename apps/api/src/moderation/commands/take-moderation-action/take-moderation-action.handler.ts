import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  laterPosition,
  MODERATION_ACTIONS_BY_KIND,
  moderationItemStreamName,
  type ModerationAction,
} from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { ArchiveAlertCommand } from '../../../alerts/commands/archive-alert/archive-alert.command';
import { VerifyAlertCommand } from '../../../alerts/commands/verify-alert/verify-alert.command';
import { HideForumCommentCommand } from '../../../community/commands/hide-forum-comment/hide-forum-comment.command';
import { ModerateForumPostCommand } from '../../../community/commands/moderate-forum-post/moderate-forum-post.command';
import { RemoveSafetyRatingCommand } from '../../../destinations/commands/remove-safety-rating/remove-safety-rating.command';
import { EVENT_STORE } from '../../../platform/database/database.module';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { loadState, type Appended } from '../../../platform/event-sourcing/handle-command';
import { ActionNotAllowedError, ItemClosedError, ItemOpenError, NoSubjectError } from '../../domain/moderation-errors';
import { activeClaim, ItemClaimedError, moderationItemDecider } from '../../domain/moderation-item';
import { ModerationLookup, type QueueItemRef } from '../../queries/moderation-lookup';
import { BanTravellerCommand } from '../ban-traveller/ban-traveller.command';
import { itemRef, onItem, queueItem, type ModeratorActor } from '../queue-item';
import { RemoveTipCommand } from '../remove-tip/remove-tip.command';
import { TakeModerationActionCommand, type ActionTaken } from './take-moderation-action.command';

@CommandHandler(TakeModerationActionCommand)
export class TakeModerationActionHandler
  extends EventSourcedHandler
  implements ICommandHandler<TakeModerationActionCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ModerationLookup,
    private readonly commandBus: CommandBus,
  ) {
    super(store);
  }

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
        { type: 'Reopen', ...itemRef(item), moderatorId: moderator.userId, reason, now },
        context,
      );
      return { position, effect: null };
    }
    if (!item.open) throw new ItemClosedError();
    // Someone else's claim stops the action before it touches the target.
    const claim = activeClaim(
      await loadState(this.store, moderationItemStreamName(item.kind, item.targetId), moderationItemDecider),
      now,
    );
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
        ...itemRef(item),
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
