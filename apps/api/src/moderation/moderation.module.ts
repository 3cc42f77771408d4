/**
 * Moderation: the one queue of flagged and submitted items with claims, actions and bulk actions,
 * bans, moderator notes and the moderation log (`/admin-api/*`), and travellers' flags on tips and
 * ratings (routed by the destinations controller to the handlers here).
 */
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MODERATION_COMMAND_HANDLERS } from './commands/moderation.handlers';
import { BansController } from './http/bans.controller';
import { ModerationLogController } from './http/moderation-log.controller';
import { ModerationQueueController } from './http/moderation-queue.controller';
import { ModeratorNotesController } from './http/moderator-notes.controller';
import { ModerationLookup } from './queries/moderation-lookup';
import { ModerationQueueReader } from './queries/moderation-queue.reader';
import { ModerationRecordsReader } from './queries/moderation-records.reader';

@Module({
  imports: [IdentityModule],
  controllers: [ModerationQueueController, ModerationLogController, BansController, ModeratorNotesController],
  providers: [...MODERATION_COMMAND_HANDLERS, ModerationLookup, ModerationQueueReader, ModerationRecordsReader],
  exports: [ModerationQueueReader],
})
export class ModerationModule {}
