import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moderatorNotesStreamName } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { uuidFrom } from '../../../platform/event-sourcing/ids';
import { moderatorNotesDecider } from '../../domain/moderator-notes';
import { ModerationLookup } from '../../queries/moderation-lookup';
import { AddModeratorNoteCommand, type ModeratorNoteAdded } from './add-moderator-note.command';

@CommandHandler(AddModeratorNoteCommand)
export class AddModeratorNoteHandler extends EventSourcedHandler implements ICommandHandler<AddModeratorNoteCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    private readonly lookup: ModerationLookup,
  ) {
    super(store);
  }

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
    const { position } = await this.append(
      moderatorNotesStreamName(command.userId),
      moderatorNotesDecider,
      { type: 'AddNote', noteId, userId: command.userId, text },
      command.context,
    );
    return { noteId, position };
  }
}
