/**
 * The new-post and comment rules of spec part 2 section 5, with its messages, from the contracts the
 * API's DTOs use too: a category, a title of 5 to 100 characters, content of 30 to 10,000, a comment
 * of 1 to 1,000. Lengths count characters after trimming, as the API does.
 */
import {
  FORUM_COMMENT_MAX_LENGTH,
  FORUM_COMMENT_MIN_LENGTH,
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_MESSAGES,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
} from '@safetrails/contracts';

export type FieldErrors = Readonly<Record<string, string>>;

export interface PostDraft {
  readonly categoryId: number | null;
  readonly title: string;
  readonly content: string;
  readonly isAnonymous: boolean;
  readonly includeLocation: boolean;
  /** The destination attached with "Include Location Data": never coordinates. */
  readonly destination: { readonly id: number; readonly name: string; readonly country: string } | null;
}

export function newPostDraft(categoryId: number | null): PostDraft {
  return { categoryId, title: '', content: '', isAnonymous: false, includeLocation: false, destination: null };
}

/** The messages the rules give, in the page's language (lib/forum-words.ts); English by default. */
export type RuleWords = Readonly<
  Record<
    | 'titleTooShort'
    | 'titleTooLong'
    | 'contentTooShort'
    | 'contentTooLong'
    | 'categoryRequired'
    | 'commentEmpty'
    | 'commentTooLong'
    | 'locationRequired',
    string
  >
>;

export const LOCATION_REQUIRED = 'Choose the destination this post is about, or turn off Include Location Data';

const ENGLISH: RuleWords = { ...FORUM_MESSAGES, locationRequired: LOCATION_REQUIRED };

export function validatePost(draft: PostDraft, words: RuleWords = ENGLISH): FieldErrors {
  const errors: Record<string, string> = {
    ...validateTitle(draft.title, words),
    ...validateContent(draft.content, words),
  };
  if (draft.categoryId === null) errors.categoryId = words.categoryRequired;
  if (draft.includeLocation && draft.destination === null) errors.destinationId = words.locationRequired;
  return errors;
}

export function validateTitle(title: string, words: RuleWords = ENGLISH): FieldErrors {
  const length = title.trim().length;
  if (length < FORUM_TITLE_MIN_LENGTH) return { title: words.titleTooShort };
  if (length > FORUM_TITLE_MAX_LENGTH) return { title: words.titleTooLong };
  return {};
}

export function validateContent(content: string, words: RuleWords = ENGLISH): FieldErrors {
  const length = content.trim().length;
  if (length < FORUM_CONTENT_MIN_LENGTH) return { content: words.contentTooShort };
  if (length > FORUM_CONTENT_MAX_LENGTH) return { content: words.contentTooLong };
  return {};
}

/** The comment's error message, or null when it may be sent. */
export function commentError(content: string, words: RuleWords = ENGLISH): string | null {
  const length = content.trim().length;
  if (length < FORUM_COMMENT_MIN_LENGTH) return words.commentEmpty;
  if (length > FORUM_COMMENT_MAX_LENGTH) return words.commentTooLong;
  return null;
}

export function createPostRequest(draft: PostDraft) {
  const withLocation = draft.includeLocation && draft.destination !== null;
  return {
    categoryId: draft.categoryId ?? 0,
    title: draft.title.trim(),
    content: draft.content.trim(),
    isAnonymous: draft.isAnonymous,
    includeLocation: withLocation,
    ...(withLocation && draft.destination ? { destinationId: draft.destination.id } : {}),
  };
}
