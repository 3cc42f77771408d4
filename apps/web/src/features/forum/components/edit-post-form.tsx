/** The author's Edit of a post: title and content with the same rules and editor as a new post. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  type ForumPostDetail,
} from '@safetrails/contracts';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useEditPost } from '../api/edit-post';
import { validateContent, validateTitle } from '../lib/post-rules';
import { MarkdownEditor } from './markdown-editor';

export function EditPostForm({ post, onDone }: { readonly post: ForumPostDetail; readonly onDone: () => void }) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.contentMarkdown ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useEditPost(post.id);

  const submit = () => {
    const invalid = { ...validateTitle(title), ...validateContent(content) };
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    mutation.mutate(
      { title: title.trim(), content: content.trim() },
      {
        onSuccess: () => {
          toast.success('Post updated', { description: 'Your changes are live.' });
          onDone();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast.error('Failed to update post', { description: error.message });
        },
      },
    );
  };

  return (
    <form
      className="form forum-edit-form"
      noValidate
      aria-label="Edit your post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Title"
        name="title"
        required
        maxLength={FORUM_TITLE_MAX_LENGTH + 1}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <MarkdownEditor
        label="Content"
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
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
