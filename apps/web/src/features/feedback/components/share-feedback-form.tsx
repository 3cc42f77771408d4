/**
 * Share Feedback (spec part 2): a type (general by default), the destination when the feedback is
 * about its data, an optional 1-5 rating and the message.
 */
import { MessageSquareText } from 'lucide-react';
import {
  FEEDBACK_CATEGORY_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_TOASTS,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
} from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FeedbackFormHeader } from './feedback-form-header';
import { failureToast } from '../lib/failure-toast';
import { NEW_FEEDBACK, feedbackRequest, validateFeedback } from '../lib/feedback-forms';
import { submissionMetadata } from '../lib/submission-metadata';
import { RatingField } from './rating-field';

export function ShareFeedbackForm() {
  const form = useFormSubmission({
    initial: () => NEW_FEEDBACK,
    validate: validateFeedback,
    toRequest: (draft) => feedbackRequest(draft, submissionMetadata()),
    mutation: useSubmitFeedback(),
    action: 'send-feedback',
    success: { title: FEEDBACK_TOASTS.feedback.successTitle, description: FEEDBACK_TOASTS.feedback.success },
    failure: (error) => failureToast(FEEDBACK_TOASTS.feedback.failure, error),
  });
  const { draft, errors, set } = form;

  return (
    <Form submission={form} labelledBy="share-feedback-title">
      <FeedbackFormHeader
        icon={MessageSquareText}
        titleId="share-feedback-title"
        title="Share Feedback"
        intro="Tell us what works, what does not, and what would make you feel safer."
      />
      <SelectField
        label="Feedback type"
        name="feedbackType"
        options={FEEDBACK_TYPES}
        optionLabels={FEEDBACK_TYPE_LABELS}
        value={draft.feedbackType}
        onChange={(value) => set('feedbackType', value)}
        required
        error={errors.feedbackType}
      />
      {draft.feedbackType === 'data' && (
        <TextField
          label="Destination"
          note="which place the data is about"
          name="category"
          placeholder="For example: Barcelona"
          maxLength={FEEDBACK_CATEGORY_MAX_LENGTH}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          error={errors.category}
        />
      )}
      <RatingField
        legend="How would you rate SafeTrails?"
        name="rating"
        value={draft.rating}
        onChange={(value) => set('rating', value)}
        error={errors.rating}
      />
      <TextAreaField
        label="Your feedback"
        name="message"
        rows={6}
        required
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        placeholder="What would you like us to know?"
        value={draft.message}
        onChange={(event) => set('message', event.target.value)}
        error={errors.message}
      />
      <SubmitButton isSubmitting={form.isSubmitting} label="Submit Feedback" />
    </Form>
  );
}
