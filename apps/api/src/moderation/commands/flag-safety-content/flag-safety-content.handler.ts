import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@safetrails/event-store';
import { appendContentFlag } from '../../../community/commands/content-flag';
import { UnknownTipError } from '../../../destinations/domain/safety-tip';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { ModerationLookup } from '../../queries/moderation-lookup';
import { FlagSafetyContentCommand, type SafetyContentFlagged } from './flag-safety-content.command';

@CommandHandler(FlagSafetyContentCommand)
export class FlagSafetyContentHandler extends EventSourcedHandler implements ICommandHandler<FlagSafetyContentCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly lookup: ModerationLookup,
  ) {
    super(store);
  }

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
