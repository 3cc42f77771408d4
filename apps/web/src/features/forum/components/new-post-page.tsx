/**
 * /forums/new-post (spec part 2 "New post page", behind sign-in and beta access): the category
 * (chosen from `?category={id}` when given), the title, the content with Write and Preview and the
 * formatting buttons, the switches Post Anonymously and Include Location Data (a destination, never
 * coordinates) and the posting tips. Rules and messages are the spec's; the server's field errors
 * show beside their fields. A created post opens at once.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Lightbulb, Send } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
} from '@safetrails/contracts';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-words';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useCreatePost } from '../api/create-post';
import { useForumCategories } from '../api/get-categories';
import { categoryWords } from '../lib/category-words';
import { ruleWords } from '../lib/forum-words';
import { createPostRequest, newPostDraft, validatePost, type PostDraft } from '../lib/post-rules';
import { Breadcrumb } from './breadcrumb';
import { DestinationPicker, type UseDestinationChoices } from './destination-picker';
import { ForumLoadError } from './forum-load-error';
import { MarkdownEditor } from './markdown-editor';
import { recordAction } from '@/lib/analytics/tracker';

const POSTING_TIPS = defineMessages({
  title: {
    id: 'forum.tips.title',
    defaultMessage: 'Give a clear title that says what and where, e.g. “Night buses from Barcelona airport”.',
  },
  when: { id: 'forum.tips.when', defaultMessage: 'Say when it happened: safety changes with the season and the hour.' },
  helped: {
    id: 'forum.tips.helped',
    defaultMessage: 'Share what helped, not only what went wrong, so others know what to do.',
  },
  privacy: {
    id: 'forum.tips.privacy',
    defaultMessage: 'Never post anyone’s name, photo or address, nor your own live location or plans.',
  },
  emergency: {
    id: 'forum.tips.emergency',
    defaultMessage:
      'In an emergency, call the local emergency number first; the forum is not watched around the clock.',
  },
});

export function NewPostPage({ useDestinationChoices }: { readonly useDestinationChoices: UseDestinationChoices }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const categories = useForumCategories();
  const requested = Number(searchParams.get('category'));
  const [draft, setDraft] = useState<PostDraft>(() =>
    newPostDraft(Number.isInteger(requested) && requested > 0 ? requested : null),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useCreatePost();
  const { keyFor } = useIdempotencyKey();

  const set = <Key extends keyof PostDraft>(key: Key, value: PostDraft[Key]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    const field = key === 'destination' ? 'destinationId' : key;
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const known = categories.data?.find((category) => category.id === draft.categoryId);
  // A category id in the address that does not exist must not be sent.
  const categoryId = categories.data && !known ? null : draft.categoryId;
  const categoryOptions = (categories.data ?? []).map((category) => String(category.id));
  const categoryLabels = Object.fromEntries(
    (categories.data ?? []).map((category) => [String(category.id), categoryWords(intl, category).name]),
  );

  const submit = () => {
    const checked = { ...draft, categoryId };
    const invalid = validatePost(checked, ruleWords(intl));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.forum-new-post [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const input = createPostRequest(checked);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (post) => {
          recordAction('new-post');
          toast.success(intl.formatMessage({ id: 'forum.new.created', defaultMessage: 'Post created' }), {
            description: intl.formatMessage({
              id: 'forum.new.createdText',
              defaultMessage: 'Your discussion is live.',
            }),
          });
          void navigate(`/forums/post/${post.id}`);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, intl));
          toast.error(intl.formatMessage({ id: 'forum.new.failed', defaultMessage: 'Failed to create post' }), {
            description: errorText(intl, error),
          });
        },
      },
    );
  };

  return (
    <div className="container forum-page forum-new-post">
      <Breadcrumb
        items={[
          { label: intl.formatMessage({ id: 'forum.crumb.forums', defaultMessage: 'Forums' }), to: '/forums' },
          ...(known ? [{ label: categoryWords(intl, known).name, to: `/forums/category/${known.slug}` }] : []),
          { label: intl.formatMessage({ id: 'forum.crumb.newPost', defaultMessage: 'New Post' }) },
        ]}
      />
      <header className="forum-new-post-header">
        <h1>
          <FormattedMessage id="forum.new.title" defaultMessage="Create a New Post" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="forum.new.lead"
            defaultMessage="Ask a question or share what you learned, so the next traveler goes better prepared."
          />
        </p>
      </header>
      <div className="forum-new-post-layout">
        <form
          className="card form"
          noValidate
          aria-label={intl.formatMessage({ id: 'forum.new.label', defaultMessage: 'New post' })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {categories.isError ? (
            <ForumLoadError
              title={intl.formatMessage({
                id: 'forum.categories.errorTitle',
                defaultMessage: 'Error fetching categories',
              })}
              message={intl.formatMessage({
                id: 'forum.categories.errorText',
                defaultMessage: 'Could not load forum categories. Please try again.',
              })}
              onRetry={() => void categories.refetch()}
            />
          ) : (
            <SelectField
              label={intl.formatMessage({ id: 'forum.field.category', defaultMessage: 'Category' })}
              name="categoryId"
              options={categoryOptions}
              optionLabels={categoryLabels}
              value={categoryId === null ? null : String(categoryId)}
              onChange={(value) => set('categoryId', value === null ? null : Number(value))}
              // A category is required: once chosen it is changed, not cleared (no Clear button).
              placeholder={
                categoryId !== null
                  ? undefined
                  : categories.isPending
                    ? intl.formatMessage({ id: 'forum.categories.loading', defaultMessage: 'Loading categories…' })
                    : intl.formatMessage({ id: 'forum.field.categoryPlaceholder', defaultMessage: 'Select a category' })
              }
              required
              error={errors.categoryId}
            />
          )}
          <TextField
            label={intl.formatMessage({ id: 'forum.field.title', defaultMessage: 'Title' })}
            note={intl.formatMessage(
              { id: 'forum.field.titleNote', defaultMessage: '{min} to {max} characters' },
              { min: FORUM_TITLE_MIN_LENGTH, max: FORUM_TITLE_MAX_LENGTH },
            )}
            name="title"
            required
            // One over the limit may be typed, so that the spec's "at most" message can be seen.
            maxLength={FORUM_TITLE_MAX_LENGTH + 1}
            placeholder={intl.formatMessage({
              id: 'forum.field.titlePlaceholder',
              defaultMessage: 'What is your post about?',
            })}
            value={draft.title}
            onChange={(event) => set('title', event.target.value)}
            error={errors.title}
          />
          <MarkdownEditor
            label={intl.formatMessage({ id: 'forum.field.content', defaultMessage: 'Content' })}
            name="content"
            idPrefix="new-post-editor"
            hint={intl.formatMessage(
              {
                id: 'forum.field.contentHint',
                defaultMessage: '{min} to {max, number} characters. Use the buttons for bold, lists, links and more.',
              },
              { min: FORUM_CONTENT_MIN_LENGTH, max: FORUM_CONTENT_MAX_LENGTH },
            )}
            value={draft.content}
            onChange={(value) => set('content', value)}
            error={errors.content}
            minLength={FORUM_CONTENT_MIN_LENGTH}
            maxLength={FORUM_CONTENT_MAX_LENGTH}
          />
          <div className="switch-list">
            <SwitchField
              label={intl.formatMessage({ id: 'forum.field.anonymous', defaultMessage: 'Post Anonymously' })}
              description={intl.formatMessage({
                id: 'forum.field.anonymousText',
                defaultMessage:
                  'Other travelers see “Anonymous” instead of your name; moderators can still see who wrote it.',
              })}
              name="isAnonymous"
              checked={draft.isAnonymous}
              onChange={(checked) => set('isAnonymous', checked)}
            />
            <SwitchField
              label={intl.formatMessage({ id: 'forum.field.location', defaultMessage: 'Include Location Data' })}
              description={intl.formatMessage({
                id: 'forum.field.locationText',
                defaultMessage: 'Attach the destination this post is about. Your own position is never shared.',
              })}
              name="includeLocation"
              checked={draft.includeLocation}
              onChange={(checked) => set('includeLocation', checked)}
            />
          </div>
          {draft.includeLocation && (
            <DestinationPicker
              value={draft.destination}
              onChange={(destination) => set('destination', destination)}
              useDestinationChoices={useDestinationChoices}
              error={errors.destinationId}
            />
          )}
          <div className="form-actions">
            <Link to={known ? `/forums/category/${known.slug}` : '/forums'} className="btn btn-ghost">
              <FormattedMessage id="forum.cancel" defaultMessage="Cancel" />
            </Link>
            <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
              <Send aria-hidden="true" size={18} />
              {mutation.isPending ? (
                <FormattedMessage id="forum.new.creating" defaultMessage="Creating Post..." />
              ) : (
                <FormattedMessage id="forum.createPost" defaultMessage="Create Post" />
              )}
            </button>
          </div>
        </form>
        <aside className="card forum-tips" aria-labelledby="posting-tips-title">
          <h2 id="posting-tips-title" className="forum-side-title">
            <Lightbulb aria-hidden="true" size={18} />
            <FormattedMessage id="forum.tips.heading" defaultMessage="Posting tips" />
          </h2>
          <ul>
            {Object.entries(POSTING_TIPS).map(([key, tip]) => (
              <li key={key}>
                <FormattedMessage {...tip} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
