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
import { FORUM_MESSAGES, type ForumCommentView, type ReactionTargetType } from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { pathOf } from '@/lib/return-to';
import { useAddComment } from '../api/add-comment';
import { useEditComment } from '../api/edit-comment';
import { useReactions } from '../hooks/use-post-actions';
import { useWriteGate } from '../hooks/use-write-gate';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';
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
      toast.success('Comment added', { description: parentId ? 'Your reply is posted.' : 'Your comment is posted.' });
      if (parentId) setReplyingTo(null);
      return true;
    } catch (error) {
      if (toldQueuedOffline(error)) {
        reset();
        if (parentId) setReplyingTo(null);
        return true;
      }
      const message = fieldErrorsOf(error).content;
      if (message) setServerError({ form: parentId ?? 'new', message });
      toast.error('Failed to add comment', { description: describe(error) });
      return false;
    }
  };

  const edit = async (commentId: string, content: string): Promise<boolean> => {
    setServerError(null);
    try {
      await editComment.mutateAsync({ commentId, content });
      toast.success('Comment updated');
      setEditing(null);
      return true;
    } catch (error) {
      const message = fieldErrorsOf(error).content;
      if (message) setServerError({ form: commentId, message });
      toast.error('Failed to update comment', { description: describe(error) });
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
      aria-label={`Comment by ${comment.author.displayName}`}
    >
      <header className="forum-comment-head">
        <AuthorLine author={comment.author} createdAt={comment.createdAt} editedAt={comment.editedAt} now={now} />
      </header>
      {editing === comment.id ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save changes"
          pendingLabel="Saving..."
          isPending={editComment.isPending}
          initial={comment.contentMarkdown ?? ''}
          onSubmit={(content) => edit(comment.id, content)}
          onCancel={() => setEditing(null)}
          serverError={serverError?.form === comment.id ? serverError.message : undefined}
          autoFocus
        />
      ) : comment.contentHtml === null ? (
        <p className="muted forum-comment-hidden">This comment was hidden by a moderator.</p>
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
              <MessageSquareReply aria-hidden="true" size={15} /> Reply
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
              <Pencil aria-hidden="true" size={15} /> Edit
            </button>
          )}
          {!comment.author.isMe && (
            <button
              type="button"
              className="forum-text-button forum-report-button"
              onClick={() => {
                if (allowed('report a comment')) onReport({ type: 'comment', id: comment.id });
              }}
            >
              <Flag aria-hidden="true" size={15} /> Report
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
        {count} {count === 1 ? 'Comment' : 'Comments'}
      </h2>
      {comments.length === 0 ? (
        <p className="muted">No comments yet. {canComment && 'Start the conversation.'}</p>
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
                        label={`Reply to ${comment.author.displayName}`}
                        submitLabel="Post Reply"
                        pendingLabel="Posting..."
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
          <Lock aria-hidden="true" size={18} /> {FORUM_MESSAGES.locked}
        </p>
      ) : !canComment ? (
        <p className="forum-locked" role="status">
          <Lock aria-hidden="true" size={18} /> Comments are closed while a moderator has this post hidden.
        </p>
      ) : viewer.id === null ? (
        <div className="forum-sign-in-prompt">
          <p>Sign in to join the discussion: comment, reply and react.</p>
          <Link to={signInPath(pathOf(location))} className="btn btn-primary btn-small">
            <LogIn aria-hidden="true" size={16} /> Sign in
          </Link>
        </div>
      ) : (
        <CommentForm
          label="Add a comment"
          submitLabel="Post Comment"
          pendingLabel="Posting..."
          isPending={addComment.isPending && addComment.variables.input.parentId === null}
          onSubmit={(content) => add(content, null)}
          serverError={serverError?.form === 'new' ? serverError.message : undefined}
        />
      )}
    </section>
  );
}

/** The server's words where it gave some; a locked post has the spec's own sentence. */
function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return FORUM_MESSAGES.locked;
  return error instanceof Error ? error.message : 'Please try again.';
}
