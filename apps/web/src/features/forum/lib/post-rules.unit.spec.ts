import {
  commentError,
  createPostRequest,
  newPostDraft,
  validateContent,
  validatePost,
  validateTitle,
} from './post-rules';

const text = (length: number) => 'a'.repeat(length);

describe('title', () => {
  it('is 5 to 100 characters, with the spec messages at each boundary', () => {
    expect(validateTitle(text(4))).toEqual({ title: 'Title must be at least 5 characters' });
    expect(validateTitle(text(5))).toEqual({});
    expect(validateTitle(text(100))).toEqual({});
    expect(validateTitle(text(101))).toEqual({ title: 'Title must be at most 100 characters' });
  });

  it('counts after trimming', () => {
    expect(validateTitle(`  ${text(4)}  `)).toEqual({ title: 'Title must be at least 5 characters' });
    expect(validateTitle(` ${text(100)} `)).toEqual({});
  });
});

describe('content', () => {
  it('is 30 to 10,000 characters, with the spec messages at each boundary', () => {
    expect(validateContent(text(29))).toEqual({ content: 'Content must be at least 30 characters' });
    expect(validateContent(text(30))).toEqual({});
    expect(validateContent(text(10_000))).toEqual({});
    expect(validateContent(text(10_001))).toEqual({ content: 'Content must be at most 10,000 characters' });
  });
});

describe('comment', () => {
  it('is 1 to 1,000 characters', () => {
    expect(commentError('')).toBe('Comment cannot be empty');
    expect(commentError('   ')).toBe('Comment cannot be empty');
    expect(commentError(text(1))).toBeNull();
    expect(commentError(text(1000))).toBeNull();
    expect(commentError(text(1001))).toBe('Comment is too long');
  });
});

describe('validatePost', () => {
  it('needs a category, and a destination when location data is included', () => {
    const draft = { ...newPostDraft(null), title: text(10), content: text(40), includeLocation: true };
    expect(validatePost(draft)).toEqual({
      categoryId: 'Please select a category',
      destinationId: 'Choose the destination this post is about, or turn off Include Location Data',
    });
    expect(
      validatePost({ ...draft, categoryId: 2, destination: { id: 5, name: 'Barcelona', country: 'Spain' } }),
    ).toEqual({});
  });
});

describe('createPostRequest', () => {
  it('sends trimmed text and the destination id only with Include Location Data', () => {
    const draft = {
      ...newPostDraft(3),
      title: '  Night buses  ',
      content: ` ${text(40)} `,
      destination: { id: 5, name: 'Barcelona', country: 'Spain' },
    };
    expect(createPostRequest(draft)).toEqual({
      categoryId: 3,
      title: 'Night buses',
      content: text(40),
      isAnonymous: false,
      includeLocation: false,
    });
    expect(createPostRequest({ ...draft, includeLocation: true, isAnonymous: true })).toMatchObject({
      isAnonymous: true,
      includeLocation: true,
      destinationId: 5,
    });
  });
});
