/**
 * The four forms of the feedback hub as the page holds them (spec part 2 sections 3, 5 and 9): each
 * form's starting values, its rules with the spec's messages, and the request it becomes. The limits,
 * choices and messages are the contracts', which the API's DTOs check too (its 400 names the field);
 * checking here first spares a round trip.
 */
import {
  BUG_DESCRIPTION_MIN_LENGTH,
  BUG_SEVERITY_DEFAULT,
  BUG_STEPS_MIN_LENGTH,
  BUG_TITLE_MIN_LENGTH,
  DATA_REPORT_ISSUE_MIN_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_TYPE_DEFAULT,
  SURVEY_DEFAULTS,
  type BugSeverity,
  type DataReportItemType,
  type FeedbackType,
  type SurveyAppUsage,
  type SurveyFactor,
  type SurveyFeature,
  type SurveyTravelType,
  type TravelFrequency,
} from '@safetrails/contracts';
import type { FieldErrors } from '@/lib/field-errors';

/** The rules' messages: the spec's English by default, the page's language from feedback-words.ts. */
export type FeedbackRuleWords = Readonly<Record<keyof typeof FEEDBACK_MESSAGES, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The optional 1-5 ratings: an empty value counts as absent. */
export const RATING_VALUES: readonly number[] = Array.from(
  { length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 },
  (_, index) => FEEDBACK_RATING_MIN + index,
);

export interface SubmissionMetadata {
  readonly userAgent: string;
  readonly url: string;
  readonly timestamp: string;
}

// Share Feedback

export interface FeedbackDraft {
  readonly feedbackType: FeedbackType | null;
  readonly message: string;
  /** The destination the data is about; only asked for (and only sent) with the data type. */
  readonly category: string;
  readonly rating: number | null;
}

export const NEW_FEEDBACK: FeedbackDraft = {
  feedbackType: FEEDBACK_TYPE_DEFAULT,
  message: '',
  category: '',
  rating: null,
};

export function validateFeedback(draft: FeedbackDraft, words: FeedbackRuleWords = FEEDBACK_MESSAGES): FieldErrors {
  const errors: Record<string, string> = {};
  if (!draft.feedbackType) errors.feedbackType = words.feedbackTypeRequired;
  if (draft.message.trim().length < FEEDBACK_MESSAGE_MIN_LENGTH) errors.message = words.messageTooShort;
  return errors;
}

export function feedbackRequest(draft: FeedbackDraft, metadata: SubmissionMetadata) {
  const category = draft.category.trim();
  return {
    feedbackType: draft.feedbackType ?? FEEDBACK_TYPE_DEFAULT,
    message: draft.message.trim(),
    ...(draft.feedbackType === 'data' && category ? { category } : {}),
    ...(draft.rating === null ? {} : { rating: draft.rating }),
    metadata,
  };
}

// Report Data Issue

export interface DataReportDraft {
  readonly itemType: DataReportItemType | null;
  /** As typed: the field is a number input, whose value is text. */
  readonly itemId: string;
  readonly issue: string;
  readonly correction: string;
}

export const NEW_DATA_REPORT: DataReportDraft = { itemType: null, itemId: '', issue: '', correction: '' };

export function validateDataReport(draft: DataReportDraft, words: FeedbackRuleWords = FEEDBACK_MESSAGES): FieldErrors {
  const errors: Record<string, string> = {};
  if (!draft.itemType) errors.itemType = words.itemTypeRequired;
  const itemId = draft.itemId.trim();
  if (itemId === '') errors.itemId = words.itemIdRequired;
  else if (!/^\d+$/.test(itemId) || Number(itemId) < 1) errors.itemId = words.itemIdPositive;
  if (draft.issue.trim().length < DATA_REPORT_ISSUE_MIN_LENGTH) errors.issue = words.issueTooShort;
  return errors;
}

export function dataReportRequest(draft: DataReportDraft) {
  const correction = draft.correction.trim();
  return {
    itemType: draft.itemType ?? 'destination',
    itemId: Number(draft.itemId.trim()),
    issue: draft.issue.trim(),
    ...(correction ? { correction } : {}),
  };
}

// Take Our Survey

export interface SurveyDraft {
  readonly travelFrequency: TravelFrequency | null;
  readonly travelTypes: readonly SurveyTravelType[];
  readonly preferredFeatures: readonly SurveyFeature[];
  readonly mostImportantFactor: SurveyFactor | null;
  readonly otherFactor: string;
  readonly appUsage: SurveyAppUsage | null;
  readonly appRating: number | null;
  readonly missingFeatures: string;
  readonly extraFeedback: string;
  readonly email: string;
}

export const NEW_SURVEY: SurveyDraft = {
  travelFrequency: SURVEY_DEFAULTS.travelFrequency,
  travelTypes: [],
  preferredFeatures: [],
  mostImportantFactor: SURVEY_DEFAULTS.mostImportantFactor,
  otherFactor: '',
  appUsage: SURVEY_DEFAULTS.appUsage,
  appRating: null,
  missingFeatures: '',
  extraFeedback: '',
  email: '',
};

export function validateSurvey(draft: SurveyDraft, words: FeedbackRuleWords = FEEDBACK_MESSAGES): FieldErrors {
  const errors: Record<string, string> = {};
  if (!draft.travelFrequency) errors.travelFrequency = words.travelFrequencyRequired;
  if (draft.travelTypes.length === 0) errors.travelTypes = words.travelTypesRequired;
  if (draft.preferredFeatures.length === 0) errors.preferredFeatures = words.featuresRequired;
  if (!draft.mostImportantFactor) errors.mostImportantFactor = words.factorRequired;
  if (!draft.appUsage) errors.appUsage = words.appUsageRequired;
  if (!isOptionalEmail(draft.email)) errors.email = words.invalidEmail;
  return errors;
}

export function surveyRequest(draft: SurveyDraft) {
  const otherFactor = draft.otherFactor.trim();
  return {
    travelFrequency: draft.travelFrequency ?? SURVEY_DEFAULTS.travelFrequency,
    travelTypes: [...draft.travelTypes],
    preferredFeatures: [...draft.preferredFeatures],
    mostImportantFactor: draft.mostImportantFactor ?? SURVEY_DEFAULTS.mostImportantFactor,
    // Asked only when "Other" is chosen; a value typed before switching away is not sent.
    ...(draft.mostImportantFactor === 'other' && otherFactor ? { otherFactor } : {}),
    appUsage: draft.appUsage ?? SURVEY_DEFAULTS.appUsage,
    ...(draft.appRating === null ? {} : { appRating: draft.appRating }),
    ...optionalText('missingFeatures', draft.missingFeatures),
    ...optionalText('extraFeedback', draft.extraFeedback),
    ...optionalText('email', draft.email),
  };
}

/** Adds `value` to a multiple choice, or takes it out when it is there. */
export function toggled<Value>(values: readonly Value[], value: Value): Value[] {
  return values.includes(value) ? values.filter((candidate) => candidate !== value) : [...values, value];
}

// Report a Bug

export interface BugReportDraft {
  readonly title: string;
  readonly description: string;
  readonly severity: BugSeverity | null;
  readonly steps: string;
  readonly url: string;
  readonly browser: string;
  readonly device: string;
  readonly screenshot: string;
  readonly email: string;
  readonly contactAllowed: boolean;
}

/** Browser, device and url come from where the form is opened (see client-environment.ts). */
export function newBugReport(environment: Pick<BugReportDraft, 'url' | 'browser' | 'device'>): BugReportDraft {
  return {
    title: '',
    description: '',
    severity: BUG_SEVERITY_DEFAULT,
    steps: '',
    screenshot: '',
    email: '',
    contactAllowed: false,
    ...environment,
  };
}

export function validateBugReport(draft: BugReportDraft, words: FeedbackRuleWords = FEEDBACK_MESSAGES): FieldErrors {
  const errors: Record<string, string> = {};
  if (draft.title.trim().length < BUG_TITLE_MIN_LENGTH) errors.title = words.bugTitleTooShort;
  if (draft.description.trim().length < BUG_DESCRIPTION_MIN_LENGTH) {
    errors.description = words.bugDescriptionTooShort;
  }
  if (!draft.severity) errors.severity = words.severityRequired;
  if (draft.steps.trim().length < BUG_STEPS_MIN_LENGTH) errors.steps = words.stepsTooShort;
  if (!isOptionalEmail(draft.email)) errors.email = words.invalidEmail;
  return errors;
}

export function bugReportRequest(
  draft: BugReportDraft,
  metadata: SubmissionMetadata & { readonly screenWidth: number; readonly screenHeight: number },
) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    severity: draft.severity ?? BUG_SEVERITY_DEFAULT,
    steps: draft.steps.trim(),
    ...optionalText('url', draft.url),
    ...optionalText('browser', draft.browser),
    ...optionalText('device', draft.device),
    ...optionalText('screenshot', draft.screenshot),
    ...optionalText('email', draft.email),
    contactAllowed: draft.contactAllowed,
    metadata,
  };
}

// Shared

export function isOptionalEmail(value: string): boolean {
  const email = value.trim();
  return email === '' || EMAIL.test(email);
}

function optionalText<Key extends string>(key: Key, value: string): Partial<Record<Key, string>> {
  const trimmed = value.trim();
  return trimmed ? ({ [key]: trimmed } as Partial<Record<Key, string>>) : {};
}
