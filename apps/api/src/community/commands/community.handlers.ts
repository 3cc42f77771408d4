/**
 * Handlers of the community commands. A post and what happens to it append to its post's stream
 * with the revision read; each new comment to a stream of its own (the post only read, to check it:
 * forum-comment-facts.ts), and its edits, hides and reactions there too (a comment written before
 * that lives in its post's stream, and is changed there); categories to their own streams; each
 * submission and flag to its own `report-<uuid>` stream. Read models answer only questions whose answer cannot change under us:
 * categories and destinations are never removed, and a comment never moves to another post.
 *
 * New ids come from the client's Idempotency-Key when it sends one, so a retried request lands on
 * the same stream and the kernel recognises its own events instead of creating a second post.
 */
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommunityEventTypes,
  forumCategoryStreamName,
  forumCommentStreamName,
  forumPostStreamName,
  reportStreamName,
  type ReportKind,
  SUBMISSION_SEALED_FIELDS,
  type SealedSubmissionType,
} from '@safetrails/contracts';
import { sealFields, type EventStore, type PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../platform/database/database.module';
import { handleCommand, type DecidedEvent } from '../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../platform/event-sourcing/ids';
import { forumCategoryDecider } from '../domain/forum-category';
import { forumCommentDecider } from '../domain/forum-comment';
import { forumPostDecider, reactionKey, UnknownCommentError, UnknownPostError } from '../domain/forum-post';
import { reportDecider } from '../domain/report';
import { appendContentFlag } from './content-flag';
import { parentFactsOf, postFactsOf, readForumComment, readForumPost } from './forum-comment-facts';
import { ForumLookup } from '../queries/forum-lookup';
import {
  AddForumCommentCommand,
  CreateForumCategoryCommand,
  CreateForumPostCommand,
  EditForumCommentCommand,
  EditForumPostCommand,
  FlagForumContentCommand,
  HideForumCommentCommand,
  ModerateForumPostCommand,
  ReactToForumContentCommand,
  SaveForumPostCommand,
  SubmitReportCommand,
  type AddForumCommentResult,
  type Appended,
  type CommentAppended,
  type CreateForumPostResult,
  type ReactResult,
  type ReportSubmitted,
} from './community.commands';

@CommandHandler(CreateForumCategoryCommand)
export class CreateForumCategoryHandler implements ICommandHandler<CreateForumCategoryCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: CreateForumCategoryCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumCategoryStreamName(command.category.categoryId),
      forumCategoryDecider,
      { type: 'CreateCategory', ...command.category },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(CreateForumPostCommand)
export class CreateForumPostHandler implements ICommandHandler<CreateForumPostCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ForumLookup,
  ) {}

  async execute(command: CreateForumPostCommand): Promise<CreateForumPostResult> {
    if (!(await this.lookup.categoryExists(command.categoryId)))
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'CATEGORY_NOT_FOUND',
        message: 'Category Not Found',
      });
    if (command.destinationId !== null && !(await this.lookup.destinationExists(command.destinationId)))
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'DESTINATION_NOT_FOUND',
        message: `No destination ${command.destinationId}`,
      });
    const postId = newEntityId('forum-post', command.context);
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(postId),
      forumPostDecider,
      {
        type: 'CreatePost',
        postId,
        categoryId: command.categoryId,
        authorId: command.authorId,
        title: command.title,
        content: command.content,
        isAnonymous: command.isAnonymous,
        destinationId: command.destinationId,
      },
      command.context,
    );
    return { postId, position };
  }
}

@CommandHandler(EditForumPostCommand)
export class EditForumPostHandler implements ICommandHandler<EditForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: EditForumPostCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'EditPost', userId: command.userId, title: command.title, content: command.content },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(ModerateForumPostCommand)
export class ModerateForumPostHandler implements ICommandHandler<ModerateForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: ModerateForumPostCommand): Promise<Appended> {
    const { value, reason } = command;
    const decision =
      command.action === 'pin'
        ? ({ type: 'PinPost', pinned: value, reason } as const)
        : command.action === 'lock'
          ? ({ type: 'LockPost', locked: value, reason } as const)
          : ({ type: 'HidePost', hidden: value, reason } as const);
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      decision,
      command.context,
    );
    return { position };
  }
}

@CommandHandler(AddForumCommentCommand)
export class AddForumCommentHandler implements ICommandHandler<AddForumCommentCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: AddForumCommentCommand): Promise<AddForumCommentResult> {
    const commentId = newEntityId(`forum-comment:${command.postId}`, command.context);
    const post = await readForumPost(this.store, command.postId);
    // Written before comments had streams of their own (a data directory seeded earlier, seeded again).
    if (post.comments.has(commentId)) return { commentId, position: null };
    const parent = command.parentId === null ? null : await parentFactsOf(this.store, post, command.parentId);
    const { position } = await handleCommand(
      this.store,
      forumCommentStreamName(commentId),
      forumCommentDecider,
      {
        type: 'AddComment',
        post: postFactsOf(post),
        parent,
        postId: command.postId,
        commentId,
        authorId: command.authorId,
        content: command.content,
        parentId: command.parentId,
      },
      command.context,
      { newStream: true },
    );
    return { commentId, position };
  }
}

@CommandHandler(EditForumCommentCommand)
export class EditForumCommentHandler implements ICommandHandler<EditForumCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ForumLookup,
  ) {}

  async execute(command: EditForumCommentCommand): Promise<CommentAppended> {
    const comment = await readForumComment(this.store, command.commentId);
    if (comment.created) {
      const post = await readForumPost(this.store, comment.postId);
      const { position } = await handleCommand(
        this.store,
        forumCommentStreamName(command.commentId),
        forumCommentDecider,
        { type: 'EditComment', post: postFactsOf(post), userId: command.userId, content: command.content },
        command.context,
      );
      return { postId: comment.postId, position };
    }
    const postId = await this.lookup.postIdOfComment(command.commentId);
    if (!postId) throw new UnknownCommentError();
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(postId),
      forumPostDecider,
      { type: 'EditComment', commentId: command.commentId, userId: command.userId, content: command.content },
      command.context,
    );
    return { postId, position };
  }
}

@CommandHandler(HideForumCommentCommand)
export class HideForumCommentHandler implements ICommandHandler<HideForumCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ForumLookup,
  ) {}

  async execute(command: HideForumCommentCommand): Promise<CommentAppended> {
    const comment = await readForumComment(this.store, command.commentId);
    if (comment.created) {
      const { position } = await handleCommand(
        this.store,
        forumCommentStreamName(command.commentId),
        forumCommentDecider,
        { type: 'HideComment', hidden: command.hidden, reason: command.reason },
        command.context,
      );
      return { postId: comment.postId, position };
    }
    const postId = await this.lookup.postIdOfComment(command.commentId);
    if (!postId) throw new UnknownCommentError();
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(postId),
      forumPostDecider,
      { type: 'HideComment', commentId: command.commentId, hidden: command.hidden, reason: command.reason },
      command.context,
    );
    return { postId, position };
  }
}

@CommandHandler(ReactToForumContentCommand)
export class ReactToForumContentHandler implements ICommandHandler<ReactToForumContentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ForumLookup,
  ) {}

  async execute(command: ReactToForumContentCommand): Promise<ReactResult> {
    const key = reactionKey(command.targetType, command.targetId, command.userId, command.reactionType);
    if (command.targetType === 'comment') {
      const comment = await readForumComment(this.store, command.targetId);
      if (comment.created) {
        const post = await readForumPost(this.store, comment.postId);
        const result = await handleCommand(
          this.store,
          forumCommentStreamName(command.targetId),
          forumCommentDecider,
          {
            type: 'React',
            post: postFactsOf(post),
            userId: command.userId,
            reactionType: command.reactionType,
            active: command.active,
          },
          command.context,
        );
        return { postId: comment.postId, active: result.state.reactions.has(key), position: result.position };
      }
    }
    const postId =
      command.targetType === 'post' ? command.targetId : await this.lookup.postIdOfComment(command.targetId);
    if (!postId) throw new UnknownCommentError();
    const result = await handleCommand(
      this.store,
      forumPostStreamName(postId),
      forumPostDecider,
      {
        type: 'React',
        userId: command.userId,
        targetType: command.targetType,
        targetId: command.targetId,
        reactionType: command.reactionType,
        active: command.active,
      },
      command.context,
    );
    return { postId, active: result.state.reactions.has(key), position: result.position };
  }
}

@CommandHandler(SaveForumPostCommand)
export class SaveForumPostHandler implements ICommandHandler<SaveForumPostCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: SaveForumPostCommand): Promise<Appended> {
    const { position } = await handleCommand(
      this.store,
      forumPostStreamName(command.postId),
      forumPostDecider,
      { type: 'SavePost', userId: command.userId, saved: command.saved },
      command.context,
    );
    return { position };
  }
}

@CommandHandler(FlagForumContentCommand)
export class FlagForumContentHandler implements ICommandHandler<FlagForumContentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly lookup: ForumLookup,
  ) {}

  async execute(command: FlagForumContentCommand): Promise<ReportSubmitted> {
    const postId =
      command.targetType === 'post'
        ? (await this.lookup.postExists(command.targetId))
          ? command.targetId
          : null
        : await this.lookup.postIdOfComment(command.targetId);
    if (!postId) throw command.targetType === 'post' ? new UnknownPostError() : new UnknownCommentError();
    return appendContentFlag(
      this.store,
      command.userId,
      {
        targetType: command.targetType,
        targetId: command.targetId,
        postId,
        reason: command.reason,
        details: command.details,
      },
      command.context,
    );
  }
}

const SUBMISSION_EVENT: Readonly<Record<Exclude<ReportKind, 'content_flag'>, Omit<DecidedEvent, 'data'>>> = {
  feedback: CommunityEventTypes.FeedbackSubmitted,
  data_report: CommunityEventTypes.DataIssueReported,
  survey: CommunityEventTypes.SurveySubmitted,
  bug_report: CommunityEventTypes.BugReported,
};

/**
 * A feedback-hub submission, its personal fields sealed (SUBMISSION_SEALED_FIELDS) with the
 * signed-in sender's key, or with the submission's own key for an anonymous visitor.
 */
@CommandHandler(SubmitReportCommand)
export class SubmitReportHandler implements ICommandHandler<SubmitReportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {}

  async execute(command: SubmitReportCommand): Promise<ReportSubmitted> {
    const reportId = newEntityId(`report:${command.submission.kind}`, command.context);
    const type = SUBMISSION_EVENT[command.submission.kind].type as SealedSubmissionType;
    const data = await sealFields(
      this.vault,
      command.submittedBy ?? reportId,
      { reportId, submittedBy: command.submittedBy, ...command.submission.data },
      SUBMISSION_SEALED_FIELDS[type],
    );
    const result = await handleCommand(
      this.store,
      reportStreamName(reportId),
      reportDecider,
      { type: 'Submit', event: { ...SUBMISSION_EVENT[command.submission.kind], data } },
      command.context,
    );
    return { reportId, receivedAt: result.state.submittedAt!, position: result.position };
  }
}

export const COMMUNITY_COMMAND_HANDLERS = [
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
];
