import { Module } from '@nestjs/common';
import { COMMUNITY_COMMAND_HANDLERS } from './commands/community.handlers';
import { FeedbackController } from './http/feedback.controller';
import { ForumModerationController } from './http/forum-moderation.controller';
import { ForumController } from './http/forum.controller';
import { ForumLookup } from './queries/forum-lookup';
import { ForumStatsReader } from './queries/forum-stats.reader';
import { ForumReader } from './queries/forum.reader';
import { PostViewCounter } from './queries/post-view-counter';

/** The forum and the feedback hub (issue 6). */
@Module({
  controllers: [ForumController, ForumModerationController, FeedbackController],
  providers: [...COMMUNITY_COMMAND_HANDLERS, ForumLookup, ForumReader, ForumStatsReader, PostViewCounter],
})
export class CommunityModule {}
