/** The author's Edit of a post: title and content with the same rules and editor as a new post. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import {
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  type ForumPostDetail,
} from '@safetrails/contracts';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-words';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useEditPost } from '../api/edit-post';
import { ruleWords } from '../lib/forum-words';
import { validateContent, validateTitle } from '../lib/post-rules';
import { MarkdownEditor } from './markdown-editor';

export function EditPostForm({ post, onDone }: { readonly post: ForumPostDetail; readonly onDone: () => void }) {
  const intl = useIntl();
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.contentMarkdown ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useEditPost(post.id);

  const submit = () => {
    const words = ruleWords(intl);
    const invalid = { ...validateTitle(title, words), ...validateContent(content, words) };
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    mutation.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          toast.success(intl.formatMessage({ id: 'forum.edit.updated', defaultMessage: 'Post updated' }), {
            description: intl.formatMessage({ id: 'forum.edit.updatedText', defaultMessage: 'Your changes are live.' }),
          });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, intl));
          toast.error(intl.formatMessage({ id: 'forum.edit.failed', defaultMessage: 'Failed to update post' }), {
            description: errorText(intl, error),
          });
        },
      },
    );
  };

  return (
    <form
      className="form forum-edit-form"
      noValidate
      aria-label={intl.formatMessage({ id: 'forum.edit.label', defaultMessage: 'Edit your post' })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'forum.field.title', defaultMessage: 'Title' })}
        name="title"
        required
        maxLength={FORUM_TITLE_MAX_LENGTH + 1}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <MarkdownEditor
        label={intl.formatMessage({ id: 'forum.field.content', defaultMessage: 'Content' })}
        name="content"
        idPrefix="edit-post-editor"
        value={content}
        onChange={setContent}
        error={errors.content}
        minLength={FORUM_CONTENT_MIN_LENGTH}
        maxLength={FORUM_CONTENT_MAX_LENGTH}
      />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={mutation.isPending}>
          <FormattedMessage id="forum.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <FormattedMessage id="forum.saving" defaultMessage="Saving..." />
          ) : (
            <FormattedMessage id="forum.saveChanges" defaultMessage="Save changes" />
          )}
        </button>
      </div>
    </form>
  );
}
