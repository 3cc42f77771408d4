/**
 * The vocabulary of the community: the forum (spec part 2 "Forum category", "Forum post", "Comment",
 * "Reaction", sections 5 and 9) and the feedback hub's four forms ("Feedback", "Data report",
 * "Survey", "Bug report"). Limits and messages are the spec's, shared by the API's DTOs and the forms.
 */

/** The icons a forum category may carry (spec part 2 section 3 "Forum category"). */
export const FORUM_CATEGORY_ICONS = [
  'shield',
  'alert',
  'users',
  'globe',
  'trending',
  'favorites',
  'chat',
  'safety',
  'experiences',
  'community',
] as const;
export type ForumCategoryIcon = (typeof FORUM_CATEGORY_ICONS)[number];

export interface ForumCategoryDefinition {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly icon: ForumCategoryIcon;
}

/** The spec's six fallback categories, seeded through commands with these ids (stable links). */
export const DEFAULT_FORUM_CATEGORIES: readonly ForumCategoryDefinition[] = [
  {
    id: 1,
    name: 'Safety Tips',
    slug: 'safety-tips',
    description: 'Practical advice for staying safe on the road, from arrival to the last night out.',
    icon: 'shield',
  },
  {
    id: 2,
    name: 'Travel Alerts',
    slug: 'travel-alerts',
    description: 'Warnings and current conditions that travellers should know about right now.',
    icon: 'alert',
  },
  {
    id: 3,
    name: 'Solo Travel',
    slug: 'solo-travel',
    description: 'Travelling alone: planning, confidence, meeting people and staying in touch.',
    icon: 'users',
  },
  {
    id: 4,
    name: 'Accommodation Safety',
    slug: 'accommodation-safety',
    description: 'Hotels, hostels and rentals: choosing safe places to stay and what to check on arrival.',
    icon: 'safety',
  },
  {
    id: 5,
    name: 'Transportation',
    slug: 'transportation',
    description: 'Taxis, ride-hailing, night buses, trains and getting from the airport safely.',
    icon: 'globe',
  },
  {
    id: 6,
    name: 'Safety Gear',
    slug: 'safety-gear',
    description: 'Door stops, alarms, money belts and the apps and gadgets that earn their place in a bag.',
    icon: 'favorites',
  },
];

export const FORUM_CATEGORY_NAME_MAX_LENGTH = 60;
export const FORUM_CATEGORY_DESCRIPTION_MAX_LENGTH = 300;
/** Lower-case words joined by dashes, e.g. `safety-tips`. */
export const FORUM_CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** New post (spec part 2 section 5). Lengths count characters after trimming. */
export const FORUM_TITLE_MIN_LENGTH = 5;
export const FORUM_TITLE_MAX_LENGTH = 100;
export const FORUM_CONTENT_MIN_LENGTH = 30;
export const FORUM_CONTENT_MAX_LENGTH = 10_000;
export const FORUM_COMMENT_MIN_LENGTH = 1;
export const FORUM_COMMENT_MAX_LENGTH = 1000;

export const FORUM_MESSAGES = {
  titleRequired: 'Title must be at least 5 characters',
  titleTooShort: 'Title must be at least 5 characters',
  titleTooLong: 'Title must be at most 100 characters',
  contentTooShort: 'Content must be at least 30 characters',
  contentTooLong: 'Content must be at most 10,000 characters',
  categoryRequired: 'Please select a category',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment is too long',
  /** Spec part 2 "Forum post page": what a locked post shows, and what the API answers a new comment on it. */
  locked: 'This discussion is locked. New comments cannot be posted.',
  signInRequired: 'Sign in required',
  categoryNotFound: 'Category Not Found',
  postNotFound: 'Post Not Found',
} as const;

/** What a post or comment shows for an anonymous author (moderators see who it was). */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';

export const REACTION_KINDS = ['like', 'helpful', 'insightful'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const REACTION_TARGET_TYPES = ['post', 'comment'] as const;
export type ReactionTargetType = (typeof REACTION_TARGET_TYPES)[number];

/** Sort orders of post lists; the formulas are in docs/COMMUNITY.md. `relevance` applies to a search. */
export const FORUM_SORTS = ['hot', 'new', 'top', 'trending'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
export const FORUM_SEARCH_SORTS = ['relevance', ...FORUM_SORTS] as const;
export type ForumSearchSort = (typeof FORUM_SEARCH_SORTS)[number];

/** The category page's Filters menu: Show All Posts, Show Pinned Only, Last 24 Hours, Last Week, Last Month. */
export const FORUM_FILTERS = ['all', 'pinned', 'day', 'week', 'month'] as const;
export type ForumFilter = (typeof FORUM_FILTERS)[number];
export const FORUM_FILTER_LABELS: Readonly<Record<ForumFilter, string>> = {
  all: 'Show All Posts',
  pinned: 'Show Pinned Only',
  day: 'Last 24 Hours',
  week: 'Last Week',
  month: 'Last Month',
};

export const FORUM_PAGE_SIZE_DEFAULT = 20;
export const FORUM_PAGE_SIZE_MAX = 50;
export const FORUM_RECENT_LIMIT_DEFAULT = 10;
export const FORUM_RECENT_LIMIT_MAX = 50;
export const FORUM_SEARCH_QUERY_MAX_LENGTH = 200;
/** Characters of plain text in a list item's preview (the list shows two lines of it). */
export const FORUM_EXCERPT_LENGTH = 220;
/** A post with at least this many `helpful` reactions carries the Featured marker (`isHighlighted`). */
export const FORUM_HIGHLIGHT_HELPFUL_MIN = 5;
/** Trending counts reactions and comments received in this many hours. */
export const FORUM_TRENDING_WINDOW_HOURS = 48;

/** Why a traveller flags a post or comment for the moderators. */
export const CONTENT_REPORT_REASONS = [
  'spam',
  'harassment',
  'misinformation',
  'unsafe_advice',
  'personal_information',
  'other',
] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];
export const CONTENT_REPORT_REASON_LABELS: Readonly<Record<ContentReportReason, string>> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  misinformation: 'False or misleading information',
  unsafe_advice: 'Advice that could put someone in danger',
  personal_information: "Someone's personal information",
  other: 'Something else',
};
export const CONTENT_REPORT_DETAILS_MAX_LENGTH = 1000;

/** Pin, lock and hide are moderation actions: each needs a reason an auditor can read. */
export const FORUM_MODERATION_REASON_MIN_LENGTH = 3;
export const FORUM_MODERATION_REASON_MAX_LENGTH = 500;

/**
 * Contribution tiers of "my contribution stats": the highest tier whose minimum reputation is met.
 * Reputation = 1 per post + 1 per comment + reactions received (helpful and insightful count 2).
 */
export const CONTRIBUTOR_RANKS = [
  { name: 'Newcomer', minReputation: 0 },
  { name: 'Contributor', minReputation: 10 },
  { name: 'Trusted Traveller', minReputation: 50 },
  { name: 'Safety Guide', minReputation: 150 },
  { name: 'Community Guardian', minReputation: 400 },
] as const;

// ---------------------------------------------------------------------------------------------
// Feedback hub (/feedback): spec part 2 sections 3, 5, 8 and 9.
// ---------------------------------------------------------------------------------------------

/** The hub's tabs, in order; `feedback` is the default. */
export const FEEDBACK_TABS = [
  { value: 'feedback', label: 'Share Feedback' },
  { value: 'report', label: 'Report Data Issue' },
  { value: 'bug', label: 'Report a Bug' },
  { value: 'survey', label: 'Take Our Survey' },
] as const;

export const FEEDBACK_TYPES = ['general', 'bug', 'feature', 'data'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_DEFAULT: FeedbackType = 'general';
export const FEEDBACK_MESSAGE_MIN_LENGTH = 3;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** The destination a `data` feedback is about. */
export const FEEDBACK_CATEGORY_MAX_LENGTH = 120;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;

export const DATA_REPORT_ITEM_TYPES = ['destination', 'accommodation', 'activity'] as const;
export type DataReportItemType = (typeof DATA_REPORT_ITEM_TYPES)[number];
export const DATA_REPORT_ISSUE_MIN_LENGTH = 3;
export const DATA_REPORT_ISSUE_MAX_LENGTH = 5000;
export const DATA_REPORT_CORRECTION_MAX_LENGTH = 5000;

export const TRAVEL_FREQUENCIES = ['rarely', 'occasionally', 'frequently'] as const;
export type TravelFrequency = (typeof TRAVEL_FREQUENCIES)[number];
export const TRAVEL_FREQUENCY_LABELS: Readonly<Record<TravelFrequency, string>> = {
  rarely: '0-1 trips a year',
  occasionally: '2-3 trips a year',
  frequently: '4+ trips a year',
};
export const SURVEY_TRAVEL_TYPES = ['urban', 'beach', 'adventure', 'cultural', 'backpacking', 'luxury'] as const;
export type SurveyTravelType = (typeof SURVEY_TRAVEL_TYPES)[number];
export const SURVEY_FEATURES = [
  'safety_scores',
  'neighborhood_info',
  'accommodation_recs',
  'activity_recs',
  'sentiment_analysis',
  'map_view',
] as const;
export type SurveyFeature = (typeof SURVEY_FEATURES)[number];
export const SURVEY_FACTORS = ['data_accuracy', 'ui_experience', 'recommendations', 'community', 'other'] as const;
export type SurveyFactor = (typeof SURVEY_FACTORS)[number];
export const SURVEY_APP_USAGES = ['planning', 'during_travel', 'both', 'other'] as const;
export type SurveyAppUsage = (typeof SURVEY_APP_USAGES)[number];
export const SURVEY_DEFAULTS = {
  travelFrequency: 'occasionally',
  mostImportantFactor: 'data_accuracy',
  appUsage: 'both',
} as const;
export const SURVEY_TEXT_MAX_LENGTH = 2000;
export const SURVEY_OTHER_FACTOR_MAX_LENGTH = 200;

export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];
export const BUG_SEVERITY_DEFAULT: BugSeverity = 'medium';
export const BUG_TITLE_MIN_LENGTH = 3;
export const BUG_TITLE_MAX_LENGTH = 200;
export const BUG_DESCRIPTION_MIN_LENGTH = 10;
export const BUG_DESCRIPTION_MAX_LENGTH = 5000;
export const BUG_STEPS_MIN_LENGTH = 10;
export const BUG_STEPS_MAX_LENGTH = 5000;
export const BUG_FIELD_MAX_LENGTH = 500;
export const URL_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
export const USER_AGENT_MAX_LENGTH = 1000;

/** The spec's validation messages of the four forms, word for word. */
export const FEEDBACK_MESSAGES = {
  feedbackTypeRequired: 'Please select a feedback type',
  messageTooShort: 'Please provide more details',
  itemTypeRequired: 'Please select a data type',
  itemIdRequired: 'Please enter an ID',
  itemIdPositive: 'ID must be a positive number',
  issueTooShort: 'Please describe the issue in more detail',
  travelFrequencyRequired: 'Please select how often you travel',
  travelTypesRequired: 'Please select at least one type of travel',
  featuresRequired: 'Please select at least one feature',
  factorRequired: 'Please select what matters most to you',
  appUsageRequired: 'Please select when you use the app most',
  invalidEmail: 'Please enter a valid email address',
  bugTitleTooShort: 'Please provide a brief title for the bug',
  bugDescriptionTooShort: 'Please provide more details about the bug',
  severityRequired: 'Please select a severity level',
  stepsTooShort: 'Please provide steps to reproduce the bug',
} as const;

/** Toasts of the four forms (spec part 2 section 8). `{message}` is the server's message. */
export const FEEDBACK_TOASTS = {
  feedback: {
    successTitle: 'Feedback Submitted',
    success: 'Thank you for your feedback! We appreciate your input.',
    failure: 'Submission Failed: Error: {message}. Please try again.',
  },
  report: {
    successTitle: 'Report Submitted',
    success: 'Thank you for helping us improve our data! We will review your report.',
    failure: 'There was an error submitting your report. Please try again.',
  },
  survey: {
    successTitle: 'Survey Submitted',
    success: 'Thank you for completing our survey! Your feedback is invaluable to us.',
    failure: 'There was an error submitting your survey. Please try again.',
  },
  bug: {
    successTitle: 'Bug Report Submitted',
    success: 'Thank you for reporting this issue! Our team will investigate it.',
    failure: 'There was an error submitting your bug report. Please try again.',
  },
} as const;

/** What enters the moderation console's queue: the four forms and travellers' flags on forum content. */
export const REPORT_KINDS = ['feedback', 'data_report', 'survey', 'bug_report', 'content_flag'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** A report starts `new`; the moderation console (a later issue) moves it on. */
export const REPORT_STATUSES = ['new', 'in_review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
