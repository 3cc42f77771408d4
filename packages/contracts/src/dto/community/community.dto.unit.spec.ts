import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import 'reflect-metadata';
import { SubmitDataReportRequest, SubmitFeedbackRequest } from './feedback.dto';
import { AddForumCommentRequest, CreateForumPostRequest } from './forum-writes.dto';

/** The first message per field, as the API's validation pipe reports it. */
function errors<T extends object>(type: new () => T, plain: object): Record<string, string> {
  const instance = plainToInstance(type, plain);
  const found = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return Object.fromEntries(found.map((error) => [error.property, Object.values(error.constraints ?? {})[0]!]));
}

const POST_ID = '11111111-1111-4111-8111-111111111111';
const post = (title: string, content: string) => ({ categoryId: 1, title, content });

describe('new post and comment limits, at their exact boundaries', () => {
  it.each([
    [4, { title: 'Title must be at least 5 characters' }],
    [5, {}],
    [100, {}],
    [101, { title: 'Title must be at most 100 characters' }],
  ])('title of %i characters', (length, expected) => {
    expect(errors(CreateForumPostRequest, post('t'.repeat(length), 'c'.repeat(30)))).toEqual(expected);
  });

  it.each([
    [29, { content: 'Content must be at least 30 characters' }],
    [30, {}],
    [10_000, {}],
    [10_001, { content: 'Content must be at most 10,000 characters' }],
  ])('content of %i characters', (length, expected) => {
    expect(errors(CreateForumPostRequest, post('Title', 'c'.repeat(length)))).toEqual(expected);
  });

  it('counts characters after trimming the ends', () => {
    expect(errors(CreateForumPostRequest, post('  abcd  ', `  ${'c'.repeat(29)}  `))).toEqual({
      title: 'Title must be at least 5 characters',
      content: 'Content must be at least 30 characters',
    });
  });

  it.each([
    [0, { content: 'Comment cannot be empty' }],
    [1, {}],
    [1000, {}],
    [1001, { content: 'Comment is too long' }],
  ])('comment of %i characters', (length, expected) => {
    expect(errors(AddForumCommentRequest, { postId: POST_ID, content: 'k'.repeat(length) })).toEqual(expected);
  });

  it('a missing category says so; location needs a destination only when asked for', () => {
    expect(errors(CreateForumPostRequest, { title: 'Hello', content: 'c'.repeat(30) })).toEqual({
      categoryId: 'Please select a category',
    });
    expect(errors(CreateForumPostRequest, { ...post('Hello', 'c'.repeat(30)), includeLocation: true })).toEqual({
      destinationId: 'destinationId is required to include location data',
    });
    expect(errors(CreateForumPostRequest, { ...post('Hello', 'c'.repeat(30)), includeLocation: false })).toEqual({});
  });
});

describe('feedback forms', () => {
  it("use the spec's messages, and an empty rating counts as absent", () => {
    expect(errors(SubmitFeedbackRequest, { message: 'ab' })).toEqual({
      feedbackType: 'Please select a feedback type',
      message: 'Please provide more details',
    });
    expect(errors(SubmitFeedbackRequest, { feedbackType: 'general', message: 'abc', rating: '' })).toEqual({});
    expect(errors(SubmitDataReportRequest, { itemType: 'destination', itemId: '-3', issue: 'abc' })).toEqual({
      itemId: 'ID must be a positive number',
    });
  });
});
