/**
 * Take Our Survey (spec part 2 "Survey"): how often and how the visitor travels, the features they
 * want, what matters most (with their own words for "Other"), when they use the app, an optional
 * rating, open questions and an optional email. A successful send clears every answer.
 */
import { ClipboardList } from 'lucide-react';
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_TOASTS,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  SURVEY_FEATURES,
  SURVEY_OTHER_FACTOR_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  SURVEY_TRAVEL_TYPES,
  TRAVEL_FREQUENCIES,
  APP_USAGE_LABELS,
  IMPORTANT_FACTOR_LABELS,
  PREFERRED_FEATURE_LABELS,
  TRAVEL_FREQUENCY_CHOICE_LABELS,
  TRAVEL_TYPE_LABELS,
} from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitSurvey } from '../api/submit-survey';
import { FeedbackFormHeader } from './feedback-form-header';
import { failureToast } from '../lib/failure-toast';
import { NEW_SURVEY, surveyRequest, toggled, validateSurvey } from '../lib/feedback-forms';
import { MultipleChoice, SingleChoice } from './choice-group';
import { RatingField } from './rating-field';

export function SurveyForm() {
  const form = useFormSubmission({
    initial: () => NEW_SURVEY,
    validate: validateSurvey,
    toRequest: surveyRequest,
    mutation: useSubmitSurvey(),
    action: 'send-feedback',
    success: { title: FEEDBACK_TOASTS.survey.successTitle, description: FEEDBACK_TOASTS.survey.success },
    failure: (error) => failureToast(FEEDBACK_TOASTS.survey.failure, error),
  });
  const { draft, errors, set } = form;

  return (
    <Form submission={form} labelledBy="survey-title">
      <FeedbackFormHeader
        icon={ClipboardList}
        titleId="survey-title"
        title="Take Our Survey"
        intro="Two minutes that shape what we build next for solo travelers."
      />
      <SingleChoice
        legend="How often do you travel?"
        name="travelFrequency"
        options={TRAVEL_FREQUENCIES}
        labels={TRAVEL_FREQUENCY_CHOICE_LABELS}
        value={draft.travelFrequency}
        onChange={(value) => set('travelFrequency', value)}
        error={errors.travelFrequency}
      />
      <MultipleChoice
        legend="What kinds of travel do you do?"
        hint="Choose all that apply."
        name="travelTypes"
        options={SURVEY_TRAVEL_TYPES}
        labels={TRAVEL_TYPE_LABELS}
        values={draft.travelTypes}
        onToggle={(value) => set('travelTypes', toggled(draft.travelTypes, value))}
        error={errors.travelTypes}
      />
      <MultipleChoice
        legend="Which features do you find most useful?"
        hint="Choose all that apply."
        name="preferredFeatures"
        options={SURVEY_FEATURES}
        labels={PREFERRED_FEATURE_LABELS}
        values={draft.preferredFeatures}
        onToggle={(value) => set('preferredFeatures', toggled(draft.preferredFeatures, value))}
        error={errors.preferredFeatures}
      />
      <SingleChoice
        legend="What matters most to you in a travel safety app?"
        name="mostImportantFactor"
        options={SURVEY_FACTORS}
        labels={IMPORTANT_FACTOR_LABELS}
        value={draft.mostImportantFactor}
        onChange={(value) => set('mostImportantFactor', value)}
        error={errors.mostImportantFactor}
      />
      {draft.mostImportantFactor === 'other' && (
        <TextField
          label="What else matters most to you?"
          name="otherFactor"
          maxLength={SURVEY_OTHER_FACTOR_MAX_LENGTH}
          value={draft.otherFactor}
          onChange={(event) => set('otherFactor', event.target.value)}
          error={errors.otherFactor}
        />
      )}
      <SingleChoice
        legend="When do you use SafeTrails most?"
        name="appUsage"
        options={SURVEY_APP_USAGES}
        labels={APP_USAGE_LABELS}
        value={draft.appUsage}
        onChange={(value) => set('appUsage', value)}
        error={errors.appUsage}
      />
      <RatingField
        legend="How would you rate the app overall?"
        name="appRating"
        value={draft.appRating}
        onChange={(value) => set('appRating', value)}
        error={errors.appRating}
      />
      <TextAreaField
        label="Which features are missing?"
        note="optional"
        name="missingFeatures"
        rows={3}
        maxLength={SURVEY_TEXT_MAX_LENGTH}
        value={draft.missingFeatures}
        onChange={(event) => set('missingFeatures', event.target.value)}
        error={errors.missingFeatures}
      />
      <TextAreaField
        label="Anything else you would like to tell us?"
        note="optional"
        name="extraFeedback"
        rows={3}
        maxLength={SURVEY_TEXT_MAX_LENGTH}
        value={draft.extraFeedback}
        onChange={(event) => set('extraFeedback', event.target.value)}
        error={errors.extraFeedback}
      />
      <TextField
        label="Email"
        note="optional, if you would like us to follow up"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={draft.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <SubmitButton isSubmitting={form.isSubmitting} label="Submit Survey" />
    </Form>
  );
}
