/**
 * Moderation: the one queue of flagged and submitted items with claims, actions and bulk actions,
 * bans, moderator notes and the moderation log (`/admin-api/*`), and travellers' flags on tips and
 * ratings (routed by the destinations controller to the handlers here).
 *
 * One folder per command in `commands/`. Claims, releases, resolutions and reopenings append to the
 * item's own stream with the revision read; an action first runs the target's own command (the
 * forum's hide, the rating's removal, the alert's verification, a ban...), so the target's rules
 * and events stay where they are, then closes the item with the action and its reason. Every event
 * carries the moderator as actor and the request's correlation id, which ties the two together in
 * the moderation log.
 */
import { SafetyFlagsController } from './http/safety-flags.controller';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AddModeratorNoteHandler } from './commands/add-moderator-note/add-moderator-note.handler';
import { BanTravellerHandler } from './commands/ban-traveller/ban-traveller.handler';
import { ClaimModerationItemHandler } from './commands/claim-moderation-item/claim-moderation-item.handler';
import { FlagSafetyContentHandler } from './commands/flag-safety-content/flag-safety-content.handler';
import { LiftBanHandler } from './commands/lift-ban/lift-ban.handler';
import { ReleaseModerationItemHandler } from './commands/release-moderation-item/release-moderation-item.handler';
import { RemoveTipHandler } from './commands/remove-tip/remove-tip.handler';
import { TakeModerationActionHandler } from './commands/take-moderation-action/take-moderation-action.handler';
import { BansController } from './http/bans.controller';
import { ModerationLogController } from './http/moderation-log.controller';
import { ModerationQueueController } from './http/moderation-queue.controller';
import { ModeratorNotesController } from './http/moderator-notes.controller';
import { ModerationLookup } from './queries/moderation-lookup';
import { ModerationQueueReader } from './queries/moderation-queue.reader';
import { ModerationRecordsReader } from './queries/moderation-records.reader';

@Module({
  imports: [IdentityModule],
  controllers: [
    ModerationQueueController,
    ModerationLogController,
    BansController,
    ModeratorNotesController,
    SafetyFlagsController,
  ],
  providers: [
    ClaimModerationItemHandler,
    ReleaseModerationItemHandler,
    TakeModerationActionHandler,
    BanTravellerHandler,
    LiftBanHandler,
    AddModeratorNoteHandler,
    RemoveTipHandler,
    FlagSafetyContentHandler,
    ModerationLookup,
    ModerationQueueReader,
    ModerationRecordsReader,
  ],
  exports: [ModerationQueueReader],
})
export class ModerationModule {}
