/**
 * Take Our Survey (spec part 2 "Survey"): how often and how the visitor travels, the features they
 * want, what matters most (with their own words for "Other"), when they use the app, an optional
 * rating, open questions and an optional email. A successful send clears every answer.
 */
import { ClipboardList } from 'lucide-react';
import {
  EMAIL_MAX_LENGTH,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  SURVEY_FEATURES,
  SURVEY_OTHER_FACTOR_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  SURVEY_TRAVEL_TYPES,
  TRAVEL_FREQUENCIES,
} from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitSurvey } from '../api/submit-survey';
import { FeedbackFormHeader } from './feedback-form-header';
import { NEW_SURVEY, surveyRequest, toggled, validateSurvey } from '../lib/feedback-forms';
import {
  APP_USAGE_WORDS,
  FACTOR_WORDS,
  FEATURE_WORDS,
  TRAVEL_TYPE_WORDS,
  failureToast,
  feedbackRuleWords,
  labelsOf,
  successToast,
  travelFrequencyLabels,
} from '../lib/feedback-words';
import { MultipleChoice, SingleChoice } from './choice-group';
import { RatingField } from './rating-field';

export function SurveyForm() {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: () => NEW_SURVEY,
    validate: (draft) => validateSurvey(draft, feedbackRuleWords(intl)),
    toRequest: surveyRequest,
    mutation: useSubmitSurvey(),
    action: 'send-feedback',
    success: successToast(intl, 'survey'),
    failure: (error) => failureToast(intl, 'survey', error),
  });
  const { draft, errors, set } = form;

  return (
    <Form submission={form} labelledBy="survey-title">
      <FeedbackFormHeader
        icon={ClipboardList}
        titleId="survey-title"
        title={intl.formatMessage({ id: 'feedback.survey.title', defaultMessage: 'Take Our Survey' })}
        intro={intl.formatMessage({
          id: 'feedback.survey.intro',
          defaultMessage: 'Two minutes that shape what we build next for solo travelers.',
        })}
      />
      <SingleChoice
        legend={intl.formatMessage({ id: 'feedback.survey.frequency', defaultMessage: 'How often do you travel?' })}
        options={TRAVEL_FREQUENCIES}
        labels={travelFrequencyLabels(intl)}
        {...form.choice('travelFrequency')}
      />
      <MultipleChoice
        legend={intl.formatMessage({
          id: 'feedback.survey.travelTypes',
          defaultMessage: 'What kinds of travel do you do?',
        })}
        hint={intl.formatMessage({ id: 'feedback.survey.chooseAll', defaultMessage: 'Choose all that apply.' })}
        name="travelTypes"
        options={SURVEY_TRAVEL_TYPES}
        labels={labelsOf(intl, TRAVEL_TYPE_WORDS)}
        values={draft.travelTypes}
        onToggle={(value) => set('travelTypes', toggled(draft.travelTypes, value))}
        error={errors.travelTypes}
      />
      <MultipleChoice
        legend={intl.formatMessage({
          id: 'feedback.survey.features',
          defaultMessage: 'Which features do you find most useful?',
        })}
        hint={intl.formatMessage({ id: 'feedback.survey.chooseAll', defaultMessage: 'Choose all that apply.' })}
        name="preferredFeatures"
        options={SURVEY_FEATURES}
        labels={labelsOf(intl, FEATURE_WORDS)}
        values={draft.preferredFeatures}
        onToggle={(value) => set('preferredFeatures', toggled(draft.preferredFeatures, value))}
        error={errors.preferredFeatures}
      />
      <SingleChoice
        legend={intl.formatMessage({
          id: 'feedback.survey.factor',
          defaultMessage: 'What matters most to you in a travel safety app?',
        })}
        options={SURVEY_FACTORS}
        labels={labelsOf(intl, FACTOR_WORDS)}
        {...form.choice('mostImportantFactor')}
      />
      {draft.mostImportantFactor === 'other' && (
        <TextField
          label={intl.formatMessage({
            id: 'feedback.survey.otherFactor',
            defaultMessage: 'What else matters most to you?',
          })}
          maxLength={SURVEY_OTHER_FACTOR_MAX_LENGTH}
          {...form.text('otherFactor')}
        />
      )}
      <SingleChoice
        legend={intl.formatMessage({ id: 'feedback.survey.usage', defaultMessage: 'When do you use SafeTrails most?' })}
        options={SURVEY_APP_USAGES}
        labels={labelsOf(intl, APP_USAGE_WORDS)}
        {...form.choice('appUsage')}
      />
      <RatingField
        legend={intl.formatMessage({
          id: 'feedback.survey.rating',
          defaultMessage: 'How would you rate the app overall?',
        })}
        {...form.choice('appRating')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.survey.missing', defaultMessage: 'Which features are missing?' })}
        note={intl.formatMessage({ id: 'feedback.optional', defaultMessage: 'optional' })}
        rows={3}
        maxLength={SURVEY_TEXT_MAX_LENGTH}
        {...form.text('missingFeatures')}
      />
      <TextAreaField
        label={intl.formatMessage({
          id: 'feedback.survey.extra',
          defaultMessage: 'Anything else you would like to tell us?',
        })}
        note={intl.formatMessage({ id: 'feedback.optional', defaultMessage: 'optional' })}
        rows={3}
        maxLength={SURVEY_TEXT_MAX_LENGTH}
        {...form.text('extraFeedback')}
      />
      <TextField
        label={intl.formatMessage({ id: 'feedback.email', defaultMessage: 'Email' })}
        note={intl.formatMessage({
          id: 'feedback.survey.emailNote',
          defaultMessage: 'optional, if you would like us to follow up',
        })}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...form.text('email')}
      />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'feedback.survey.submit', defaultMessage: 'Submit Survey' })}
      />
    </Form>
  );
}
