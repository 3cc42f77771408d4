/**
 * Writing a comment or a reply: 1 to 1,000 characters (spec part 2 section 5, "Comment cannot be
 * empty", "Comment is too long"), the count as you type, and Cancel for a reply or an edit.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORUM_COMMENT_MAX_LENGTH } from '@safetrails/contracts';
import { ruleWords } from '../lib/forum-words';
import { commentError } from '../lib/post-rules';

interface CommentFormProps {
  readonly label: string;
  readonly submitLabel: string;
  readonly pendingLabel: string;
  readonly isPending: boolean;
  /** Resolves true when the text was accepted, so the box can be emptied. */
  readonly onSubmit: (content: string) => Promise<boolean>;
  readonly onCancel?: () => void;
  readonly initial?: string;
  /** The server's message about this text, e.g. its 400 for the content field. */
  readonly serverError?: string;
  readonly autoFocus?: boolean;
}

export function CommentForm({
  label,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
  initial = '',
  serverError,
  autoFocus = false,
}: CommentFormProps) {
  const intl = useIntl();
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const shown = error ?? serverError;

  return (
    <form
      className="forum-comment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = commentError(content, ruleWords(intl));
        setError(problem);
        if (problem) return;
        void onSubmit(content.trim()).then((accepted) => {
          if (accepted) setContent('');
        });
      }}
    >
      <div className="field-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <span id={countId} className="field-count">
          <FormattedMessage
            id="forum.editor.count"
            defaultMessage="{length, number}/{max, number}"
            values={{ length: content.trim().length, max: FORUM_COMMENT_MAX_LENGTH }}
          />
        </span>
      </div>
      <textarea
        id={id}
        className="field-input field-textarea"
        dir="auto"
        rows={3}
        // One character over is allowed in the box so that the spec's "too long" can be shown.
        maxLength={FORUM_COMMENT_MAX_LENGTH + 1}
        value={content}
        autoFocus={autoFocus}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[shown ? errorId : null, countId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
      />
      {shown && (
        <p id={errorId} className="field-error" role="alert">
          {shown}
        </p>
      )}
      <div className="forum-comment-form-actions">
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onCancel} disabled={isPending}>
            <FormattedMessage id="forum.cancel" defaultMessage="Cancel" />
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-small" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
