/**
 * The comments of a post (spec part 2 "Forum post page"): top-level comments oldest first, each with
 * its replies (one level), reactions, Reply on top-level comments (an inline form; Cancel clears it),
 * Edit on one's own, and Report. The form to add a comment sits below; a locked post shows the
 * spec's message instead, and a signed-out reader a prompt to sign in.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Flag, LogIn, Lock, MessageSquareReply, Pencil } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ForumCommentView, ReactionTargetType } from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-words';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { pathOf } from '@/lib/return-to';
import { useAddComment } from '../api/add-comment';
import { useEditComment } from '../api/edit-comment';
import { useReactions } from '../hooks/use-post-actions';
import { useWriteGate } from '../hooks/use-write-gate';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';
import { lockedText } from '../lib/forum-words';
import { threadSize } from '../lib/reaction-state';
import { AuthorLine } from './author-line';
import { CommentForm } from './comment-form';
import { ReactionButtons } from './reaction-buttons';
import { SanitizedHtml } from './sanitized-html';
import { recordAction } from '@/lib/analytics/tracker';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';

interface CommentThreadProps {
  readonly postId: string;
  readonly comments: readonly ForumCommentView[];
  readonly canComment: boolean;
  readonly isLocked: boolean;
  readonly viewer: ForumViewer;
  readonly now: Date;
  readonly onReport: (target: { type: ReactionTargetType; id: string }) => void;
}

export function CommentThread({ postId, comments, canComment, isLocked, viewer, now, onReport }: CommentThreadProps) {
  const intl = useIntl();
  const location = useLocation();
  const allowed = useWriteGate(viewer);
  const addComment = useAddComment();
  const editComment = useEditComment();
  const reactions = useReactions(viewer);
  const { keyFor, reset } = useIdempotencyKey();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  /** The server's message for the form that sent it: 'new', a parent id, or a comment being edited. */
  const [serverError, setServerError] = useState<{ form: string; message: string } | null>(null);

  const add = async (content: string, parentId: string | null): Promise<boolean> => {
    if (!allowed(parentId ? 'reply' : 'comment')) return false;
    setServerError(null);
    const input = { postId, content, parentId };
    try {
      await addComment.mutateAsync({ input, idempotencyKey: keyFor(input) });
      recordAction('post-comment');
      reset();
      toast.success(intl.formatMessage({ id: 'forum.comment.added', defaultMessage: 'Comment added' }), {
        description: intl.formatMessage(
          {
            id: 'forum.comment.addedText',
            defaultMessage: '{reply, select, yes {Your reply is posted.} other {Your comment is posted.}}',
          },
          { reply: parentId ? 'yes' : 'no' },
        ),
      });
      if (parentId) setReplyingTo(null);
      return true;
    } catch (error) {
      if (toldQueuedOffline(error)) {
        reset();
        if (parentId) setReplyingTo(null);
        return true;
      }
      const message = fieldErrorsOf(error, intl).content;
      if (message) setServerError({ form: parentId ?? 'new', message });
      toast.error(intl.formatMessage({ id: 'forum.comment.addFailed', defaultMessage: 'Failed to add comment' }), {
        description: describe(intl, error),
      });
      return false;
    }
  };

  const edit = async (commentId: string, content: string): Promise<boolean> => {
    setServerError(null);
    try {
      await editComment.mutateAsync({ commentId, content });
      toast.success(intl.formatMessage({ id: 'forum.comment.updated', defaultMessage: 'Comment updated' }));
      setEditing(null);
      return true;
    } catch (error) {
      const message = fieldErrorsOf(error, intl).content;
      if (message) setServerError({ form: commentId, message });
      toast.error(
        intl.formatMessage({ id: 'forum.comment.updateFailed', defaultMessage: 'Failed to update comment' }),
        {
          description: describe(intl, error),
        },
      );
      return false;
    }
  };

  const startReply = (commentId: string) => {
    if (!allowed('reply')) return;
    setEditing(null);
    setReplyingTo(commentId);
  };

  const renderComment = (comment: ForumCommentView, isReply: boolean) => (
    <article
      id={`comment-${comment.id}`}
      className="forum-comment"
      aria-label={intl.formatMessage(
        { id: 'forum.comment.by', defaultMessage: 'Comment by {author}' },
        { author: comment.author.displayName },
      )}
    >
      <header className="forum-comment-head">
        <AuthorLine author={comment.author} createdAt={comment.createdAt} editedAt={comment.editedAt} now={now} />
      </header>
      {editing === comment.id ? (
        <CommentForm
          label={intl.formatMessage({ id: 'forum.comment.editLabel', defaultMessage: 'Edit your comment' })}
          submitLabel={intl.formatMessage({ id: 'forum.saveChanges', defaultMessage: 'Save changes' })}
          pendingLabel={intl.formatMessage({ id: 'forum.saving', defaultMessage: 'Saving...' })}
          isPending={editComment.isPending}
          initial={comment.contentMarkdown ?? ''}
          onSubmit={(content) => edit(comment.id, content)}
          onCancel={() => setEditing(null)}
          serverError={serverError?.form === comment.id ? serverError.message : undefined}
          autoFocus
        />
      ) : comment.contentHtml === null ? (
        <p className="muted forum-comment-hidden">
          <FormattedMessage id="forum.comment.hidden" defaultMessage="This comment was hidden by a moderator." />
        </p>
      ) : (
        <SanitizedHtml className="forum-content forum-comment-content" html={comment.contentHtml} />
      )}
      {comment.contentHtml !== null && editing !== comment.id && (
        <div className="forum-comment-actions">
          <ReactionButtons
            compact
            reactions={comment.reactions}
            mine={comment.myReactions}
            onReact={(kind) => reactions.react('comment', comment, kind)}
            isPending={(kind) => reactions.isPending(comment.id, kind)}
          />
          {!isReply && canComment && (
            <button type="button" className="forum-text-button" onClick={() => startReply(comment.id)}>
              <MessageSquareReply aria-hidden="true" size={15} />
              <FormattedMessage id="forum.comment.reply" defaultMessage="Reply" />
            </button>
          )}
          {comment.canEdit && (
            <button
              type="button"
              className="forum-text-button"
              onClick={() => {
                setReplyingTo(null);
                setEditing(comment.id);
              }}
            >
              <Pencil aria-hidden="true" size={15} />
              <FormattedMessage id="forum.edit" defaultMessage="Edit" />
            </button>
          )}
          {!comment.author.isMe && (
            <button
              type="button"
              className="forum-text-button forum-report-button"
              onClick={() => {
                if (allowed('reportComment')) onReport({ type: 'comment', id: comment.id });
              }}
            >
              <Flag aria-hidden="true" size={15} />
              <FormattedMessage id="forum.report" defaultMessage="Report" />
            </button>
          )}
        </div>
      )}
    </article>
  );

  const count = threadSize(comments);
  return (
    <section className="forum-comments" aria-labelledby="forum-comments-title">
      <h2 id="forum-comments-title" className="forum-section-title">
        <FormattedMessage
          id="forum.comments.count"
          defaultMessage="{count, plural, one {# Comment} other {# Comments}}"
          values={{ count }}
        />
      </h2>
      {comments.length === 0 ? (
        <p className="muted">
          <FormattedMessage
            id="forum.comments.none"
            defaultMessage="{open, select, yes {No comments yet. Start the conversation.} other {No comments yet.}}"
            values={{ open: canComment ? 'yes' : 'no' }}
          />
        </p>
      ) : (
        <ol className="forum-comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              {renderComment(comment, false)}
              {(comment.replies.length > 0 || replyingTo === comment.id) && (
                <ol className="forum-reply-list">
                  {comment.replies.map((reply) => (
                    <li key={reply.id}>{renderComment(reply, true)}</li>
                  ))}
                  {replyingTo === comment.id && (
                    <li>
                      <CommentForm
                        label={intl.formatMessage(
                          { id: 'forum.comment.replyTo', defaultMessage: 'Reply to {author}' },
                          { author: comment.author.displayName },
                        )}
                        submitLabel={intl.formatMessage({
                          id: 'forum.comment.postReply',
                          defaultMessage: 'Post Reply',
                        })}
                        pendingLabel={intl.formatMessage({ id: 'forum.posting', defaultMessage: 'Posting...' })}
                        isPending={addComment.isPending}
                        onSubmit={(content) => add(content, comment.id)}
                        onCancel={() => setReplyingTo(null)}
                        serverError={serverError?.form === comment.id ? serverError.message : undefined}
                        autoFocus
                      />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {isLocked ? (
        <p className="forum-locked" role="status">
          <Lock aria-hidden="true" size={18} />
          {lockedText(intl)}
        </p>
      ) : !canComment ? (
        <p className="forum-locked" role="status">
          <Lock aria-hidden="true" size={18} />
          <FormattedMessage
            id="forum.comments.closedHidden"
            defaultMessage="Comments are closed while a moderator has this post hidden."
          />
        </p>
      ) : viewer.id === null ? (
        <div className="forum-sign-in-prompt">
          <p>
            <FormattedMessage
              id="forum.comments.signIn"
              defaultMessage="Sign in to join the discussion: comment, reply and react."
            />
          </p>
          <Link to={signInPath(pathOf(location))} className="btn btn-primary btn-small">
            <LogIn aria-hidden="true" size={16} />
            <FormattedMessage id="forum.signIn" defaultMessage="Sign in" />
          </Link>
        </div>
      ) : (
        <CommentForm
          label={intl.formatMessage({ id: 'forum.comment.addLabel', defaultMessage: 'Add a comment' })}
          submitLabel={intl.formatMessage({ id: 'forum.comment.post', defaultMessage: 'Post Comment' })}
          pendingLabel={intl.formatMessage({ id: 'forum.posting', defaultMessage: 'Posting...' })}
          isPending={addComment.isPending && addComment.variables.input.parentId === null}
          onSubmit={(content) => add(content, null)}
          serverError={serverError?.form === 'new' ? serverError.message : undefined}
        />
      )}
    </section>
  );
}

/** The refusal in the page's language (the server's words in English); a locked post has the spec's own sentence. */
function describe(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return lockedText(intl);
  return errorText(intl, error);
}
