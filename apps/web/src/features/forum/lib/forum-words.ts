/**
 * The forum's own vocabulary in the page's language: the six categories SafeTrails opened with, the
 * contributor ranks, the sort orders and filters, the report reasons and the spec's messages for a
 * post's and a comment's rules. What travellers and moderators wrote stays as they wrote it: a
 * category a moderator created or renamed keeps the moderator's words.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  type CONTRIBUTOR_RANKS,
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
  type ContentReportReason,
  type ForumFilter,
  type ForumSearchSort,
} from '@safetrails/contracts';
import type { RuleWords } from './post-rules';

const RANKS: Readonly<Record<(typeof CONTRIBUTOR_RANKS)[number]['name'], MessageDescriptor>> = defineMessages({
  Newcomer: { id: 'forum.rank.newcomer', defaultMessage: 'Newcomer' },
  Contributor: { id: 'forum.rank.contributor', defaultMessage: 'Contributor' },
  'Trusted Traveller': { id: 'forum.rank.trustedTraveller', defaultMessage: 'Trusted Traveller' },
  'Safety Guide': { id: 'forum.rank.safetyGuide', defaultMessage: 'Safety Guide' },
  'Community Guardian': { id: 'forum.rank.communityGuardian', defaultMessage: 'Community Guardian' },
});

export function rankName(intl: IntlShape, name: string): string {
  const known = (RANKS as Readonly<Record<string, MessageDescriptor>>)[name];
  return known ? intl.formatMessage(known) : name;
}

export const SORT_WORDS: Readonly<Record<ForumSearchSort, MessageDescriptor>> = defineMessages({
  relevance: { id: 'forum.sort.relevance', defaultMessage: 'Best match' },
  hot: { id: 'forum.sort.hot', defaultMessage: 'Hot' },
  new: { id: 'forum.sort.new', defaultMessage: 'New' },
  top: { id: 'forum.sort.top', defaultMessage: 'Top' },
  trending: { id: 'forum.sort.trending', defaultMessage: 'Trending' },
});

export const FILTER_WORDS: Readonly<Record<ForumFilter, MessageDescriptor>> = defineMessages({
  all: { id: 'forum.filter.all', defaultMessage: 'Show All Posts' },
  pinned: { id: 'forum.filter.pinned', defaultMessage: 'Show Pinned Only' },
  day: { id: 'forum.filter.day', defaultMessage: 'Last 24 Hours' },
  week: { id: 'forum.filter.week', defaultMessage: 'Last Week' },
  month: { id: 'forum.filter.month', defaultMessage: 'Last Month' },
});

export const REPORT_REASON_WORDS: Readonly<Record<ContentReportReason, MessageDescriptor>> = defineMessages({
  spam: { id: 'forum.report.reason.spam', defaultMessage: 'Spam or advertising' },
  harassment: { id: 'forum.report.reason.harassment', defaultMessage: 'Harassment or hate' },
  misinformation: { id: 'forum.report.reason.misinformation', defaultMessage: 'False or misleading information' },
  unsafe_advice: { id: 'forum.report.reason.unsafeAdvice', defaultMessage: 'Advice that could put someone in danger' },
  personal_information: { id: 'forum.report.reason.personal', defaultMessage: "Someone's personal information" },
  other: { id: 'forum.report.reason.other', defaultMessage: 'Something else' },
});

/** The spec's rule messages (spec part 2 section 5) in the page's language. */
export function ruleWords(intl: IntlShape): RuleWords {
  return {
    titleTooShort: intl.formatMessage(
      { id: 'forum.rule.titleTooShort', defaultMessage: 'Title must be at least {min} characters' },
      { min: FORUM_TITLE_MIN_LENGTH },
    ),
    titleTooLong: intl.formatMessage(
      { id: 'forum.rule.titleTooLong', defaultMessage: 'Title must be at most {max} characters' },
      { max: FORUM_TITLE_MAX_LENGTH },
    ),
    contentTooShort: intl.formatMessage(
      { id: 'forum.rule.contentTooShort', defaultMessage: 'Content must be at least {min} characters' },
      { min: FORUM_CONTENT_MIN_LENGTH },
    ),
    contentTooLong: intl.formatMessage(
      { id: 'forum.rule.contentTooLong', defaultMessage: 'Content must be at most {max, number} characters' },
      { max: FORUM_CONTENT_MAX_LENGTH },
    ),
    categoryRequired: intl.formatMessage({
      id: 'forum.rule.categoryRequired',
      defaultMessage: 'Please select a category',
    }),
    commentEmpty: intl.formatMessage({ id: 'forum.rule.commentEmpty', defaultMessage: 'Comment cannot be empty' }),
    commentTooLong: intl.formatMessage({ id: 'forum.rule.commentTooLong', defaultMessage: 'Comment is too long' }),
    locationRequired: intl.formatMessage({
      id: 'forum.rule.locationRequired',
      defaultMessage: 'Choose the destination this post is about, or turn off Include Location Data',
    }),
  };
}

/** The spec's sentence for a locked discussion. */
export function lockedText(intl: IntlShape): string {
  return intl.formatMessage({
    id: 'forum.locked',
    defaultMessage: 'This discussion is locked. New comments cannot be posted.',
  });
}
