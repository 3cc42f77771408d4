import { Module } from '@nestjs/common';
import { AddForumCommentHandler } from './commands/add-forum-comment/add-forum-comment.handler';
import { CreateForumCategoryHandler } from './commands/create-forum-category/create-forum-category.handler';
import { CreateForumPostHandler } from './commands/create-forum-post/create-forum-post.handler';
import { EditForumCommentHandler } from './commands/edit-forum-comment/edit-forum-comment.handler';
import { EditForumPostHandler } from './commands/edit-forum-post/edit-forum-post.handler';
import { FlagForumContentHandler } from './commands/flag-forum-content/flag-forum-content.handler';
import { HideForumCommentHandler } from './commands/hide-forum-comment/hide-forum-comment.handler';
import { ModerateForumPostHandler } from './commands/moderate-forum-post/moderate-forum-post.handler';
import { ReactToForumContentHandler } from './commands/react-to-forum-content/react-to-forum-content.handler';
import { SaveForumPostHandler } from './commands/save-forum-post/save-forum-post.handler';
import { SubmitReportHandler } from './commands/submit-report/submit-report.handler';
import { FeedbackController } from './http/feedback.controller';
import { ForumModerationController } from './http/forum-moderation.controller';
import { ForumController } from './http/forum.controller';
import { ForumLookup } from './queries/forum-lookup';
import { ForumCategoriesReader } from './queries/forum-categories.reader';
import { ForumCommentsReader } from './queries/forum-comments.reader';
import { ForumStatsReader } from './queries/forum-stats.reader';
import { ForumReader } from './queries/forum.reader';
import { PostViewCounter } from './queries/post-view-counter';

/**
 * The forum and the feedback hub (issue 6). One folder per command in `commands/` (the command and
 * its handler). A post and what happens to it append to its post's stream with the revision read;
 * each new comment to a stream of its own (the post only read, to check it: forum-comment-facts.ts),
 * and its edits, hides and reactions there too (a comment written before that lives in its post's
 * stream, and is changed there); categories to their own streams; each submission and flag to its
 * own `report-<uuid>` stream. Read models answer only questions whose answer cannot change under us:
 * categories and destinations are never removed, and a comment never moves to another post.
 *
 * New ids come from the client's Idempotency-Key when it sends one, so a retried request lands on
 * the same stream and the kernel recognises its own events instead of creating a second post.
 */
@Module({
  controllers: [ForumController, ForumModerationController, FeedbackController],
  providers: [
    CreateForumCategoryHandler,
    CreateForumPostHandler,
    EditForumPostHandler,
    ModerateForumPostHandler,
    AddForumCommentHandler,
    EditForumCommentHandler,
    HideForumCommentHandler,
    ReactToForumContentHandler,
    SaveForumPostHandler,
    FlagForumContentHandler,
    SubmitReportHandler,
    ForumLookup,
    ForumReader,
    ForumCategoriesReader,
    ForumCommentsReader,
    ForumStatsReader,
    PostViewCounter,
  ],
  exports: [ForumReader, ForumCategoriesReader],
})
export class CommunityModule {}
