/**
 * The feedback hub's words in the page's language: each choice's label, the spec's rule messages and
 * the forms' toasts. The values sent stay the contracts' (`general`, `urban`...), and English is the
 * contracts' own wording, which the console shows too.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  TRAVEL_FREQUENCIES,
  type BugSeverity,
  type DataReportItemType,
  type FeedbackType,
  type SurveyAppUsage,
  type SurveyFactor,
  type SurveyFeature,
  type SurveyTravelType,
  type TravelFrequency,
} from '@safetrails/contracts';
import { errorText } from '@/lib/error-words';
import type { FormToast } from '@/components/form/use-form-submission';
import type { FeedbackRuleWords } from './feedback-forms';
import { optionLabels } from '@/lib/option-labels';

type Labels<Value extends string> = Readonly<Record<Value, MessageDescriptor>>;

/** A choice's labels, formatted for a select or a choice group. */
export function labelsOf<Value extends string>(intl: IntlShape, labels: Labels<Value>): Record<Value, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([value, label]) => [value, intl.formatMessage(label)]),
  ) as Record<Value, string>;
}

export const FEEDBACK_TYPE_WORDS: Labels<FeedbackType> = defineMessages({
  general: { id: 'feedback.type.general', defaultMessage: 'General Feedback' },
  bug: { id: 'feedback.type.bug', defaultMessage: 'Bug Report' },
  feature: { id: 'feedback.type.feature', defaultMessage: 'Feature Request' },
  data: { id: 'feedback.type.data', defaultMessage: 'Data Issue' },
});

export const DATA_ITEM_TYPE_WORDS: Labels<DataReportItemType> = defineMessages({
  destination: { id: 'feedback.item.destination', defaultMessage: 'Destination' },
  accommodation: { id: 'feedback.item.accommodation', defaultMessage: 'Accommodation' },
  activity: { id: 'feedback.item.activity', defaultMessage: 'Activity' },
});

/** "Occasionally (2-3 trips a year)": the trips are the contracts' ranges, said in the page's language. */
export function travelFrequencyLabels(intl: IntlShape): Record<TravelFrequency, string> {
  const label = (frequency: TravelFrequency) =>
    intl.formatMessage(
      {
        id: 'feedback.frequency',
        defaultMessage:
          '{frequency, select, rarely {Rarely ({trips})} occasionally {Occasionally ({trips})} other {Frequently ({trips})}}',
      },
      {
        frequency,
        trips: intl.formatMessage(
          {
            id: 'feedback.frequency.trips',
            defaultMessage:
              '{frequency, select, rarely {0-1 trips a year} occasionally {2-3 trips a year} other {4+ trips a year}}',
          },
          { frequency },
        ),
      },
    );
  return optionLabels(TRAVEL_FREQUENCIES, label);
}

export const TRAVEL_TYPE_WORDS: Labels<SurveyTravelType> = defineMessages({
  urban: { id: 'feedback.travelType.urban', defaultMessage: 'Urban / City' },
  beach: { id: 'feedback.travelType.beach', defaultMessage: 'Beach' },
  adventure: { id: 'feedback.travelType.adventure', defaultMessage: 'Adventure' },
  cultural: { id: 'feedback.travelType.cultural', defaultMessage: 'Cultural' },
  backpacking: { id: 'feedback.travelType.backpacking', defaultMessage: 'Backpacking' },
  luxury: { id: 'feedback.travelType.luxury', defaultMessage: 'Luxury' },
});

export const FEATURE_WORDS: Labels<SurveyFeature> = defineMessages({
  safety_scores: { id: 'feedback.feature.safetyScores', defaultMessage: 'Safety scores' },
  neighborhood_info: { id: 'feedback.feature.neighborhoods', defaultMessage: 'Neighborhood information' },
  accommodation_recs: { id: 'feedback.feature.accommodation', defaultMessage: 'Accommodation recommendations' },
  activity_recs: { id: 'feedback.feature.activities', defaultMessage: 'Activity recommendations' },
  sentiment_analysis: { id: 'feedback.feature.sentiment', defaultMessage: 'Sentiment analysis' },
  map_view: { id: 'feedback.feature.map', defaultMessage: 'Map view' },
});

export const FACTOR_WORDS: Labels<SurveyFactor> = defineMessages({
  data_accuracy: { id: 'feedback.factor.accuracy', defaultMessage: 'Accurate safety data' },
  ui_experience: { id: 'feedback.factor.experience', defaultMessage: 'An easy, pleasant app' },
  recommendations: { id: 'feedback.factor.recommendations', defaultMessage: 'Personalized recommendations' },
  community: { id: 'feedback.factor.community', defaultMessage: 'The traveler community' },
  other: { id: 'feedback.factor.other', defaultMessage: 'Other' },
});

export const APP_USAGE_WORDS: Labels<SurveyAppUsage> = defineMessages({
  planning: { id: 'feedback.usage.planning', defaultMessage: 'While planning a trip' },
  during_travel: { id: 'feedback.usage.during', defaultMessage: 'During travel' },
  both: { id: 'feedback.usage.both', defaultMessage: 'Both' },
  other: { id: 'feedback.usage.other', defaultMessage: 'Other' },
});

export const SEVERITY_WORDS: Labels<BugSeverity> = defineMessages({
  low: { id: 'feedback.severity.low', defaultMessage: 'Low' },
  medium: { id: 'feedback.severity.medium', defaultMessage: 'Medium' },
  high: { id: 'feedback.severity.high', defaultMessage: 'High' },
  critical: { id: 'feedback.severity.critical', defaultMessage: 'Critical' },
});

const RULES: Labels<keyof FeedbackRuleWords> = defineMessages({
  feedbackTypeRequired: { id: 'feedback.rule.feedbackType', defaultMessage: 'Please select a feedback type' },
  messageTooShort: { id: 'feedback.rule.message', defaultMessage: 'Please provide more details' },
  itemTypeRequired: { id: 'feedback.rule.itemType', defaultMessage: 'Please select a data type' },
  itemIdRequired: { id: 'feedback.rule.itemId', defaultMessage: 'Please enter an ID' },
  itemIdPositive: { id: 'feedback.rule.itemIdPositive', defaultMessage: 'ID must be a positive number' },
  issueTooShort: { id: 'feedback.rule.issue', defaultMessage: 'Please describe the issue in more detail' },
  travelFrequencyRequired: { id: 'feedback.rule.frequency', defaultMessage: 'Please select how often you travel' },
  travelTypesRequired: { id: 'feedback.rule.travelTypes', defaultMessage: 'Please select at least one type of travel' },
  featuresRequired: { id: 'feedback.rule.features', defaultMessage: 'Please select at least one feature' },
  factorRequired: { id: 'feedback.rule.factor', defaultMessage: 'Please select what matters most to you' },
  appUsageRequired: { id: 'feedback.rule.usage', defaultMessage: 'Please select when you use the app most' },
  invalidEmail: { id: 'feedback.rule.email', defaultMessage: 'Please enter a valid email address' },
  bugTitleTooShort: { id: 'feedback.rule.bugTitle', defaultMessage: 'Please provide a brief title for the bug' },
  bugDescriptionTooShort: {
    id: 'feedback.rule.bugDescription',
    defaultMessage: 'Please provide more details about the bug',
  },
  severityRequired: { id: 'feedback.rule.severity', defaultMessage: 'Please select a severity level' },
  stepsTooShort: { id: 'feedback.rule.steps', defaultMessage: 'Please provide steps to reproduce the bug' },
});

/** The spec's rule messages in the page's language. */
export function feedbackRuleWords(intl: IntlShape): FeedbackRuleWords {
  return labelsOf(intl, RULES);
}

type FeedbackForm = 'feedback' | 'report' | 'survey' | 'bug';

/** The spec's thank-you toast of each form. */
export function successToast(intl: IntlShape, form: FeedbackForm): FormToast {
  return {
    title: intl.formatMessage(
      {
        id: 'feedback.toast.successTitle',
        defaultMessage:
          '{form, select, feedback {Feedback Submitted} report {Report Submitted} survey {Survey Submitted} other {Bug Report Submitted}}',
      },
      { form },
    ),
    description: intl.formatMessage(
      {
        id: 'feedback.toast.success',
        defaultMessage:
          '{form, select, feedback {Thank you for your feedback! We appreciate your input.} report {Thank you for helping us improve our data! We will review your report.} survey {Thank you for completing our survey! Your feedback is invaluable to us.} other {Thank you for reporting this issue! Our team will investigate it.}}',
      },
      { form },
    ),
  };
}

/**
 * The spec's failure toast: "Submission Failed" over, for Share Feedback, "Error: {message}. Please
 * try again." with the refusal in the page's language (the server's own words in English), and for
 * the other forms their sentence.
 */
export function failureToast(intl: IntlShape, form: FeedbackForm, error: unknown): FormToast {
  const message = errorText(intl, error)
    .trim()
    .replace(/[.!]+$/, '');
  return {
    title: intl.formatMessage({ id: 'feedback.toast.failureTitle', defaultMessage: 'Submission Failed' }),
    description: intl.formatMessage(
      {
        id: 'feedback.toast.failure',
        defaultMessage:
          '{form, select, feedback {Error: {message}. Please try again.} report {There was an error submitting your report. Please try again.} survey {There was an error submitting your survey. Please try again.} other {There was an error submitting your bug report. Please try again.}}',
      },
      { form, message },
    ),
  };
}
