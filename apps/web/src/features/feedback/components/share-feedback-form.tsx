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
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useFormSubmission } from '../hooks/use-form-submission';
import { failureToast } from '../lib/failure-toast';
import { NEW_FEEDBACK, feedbackRequest, validateFeedback } from '../lib/feedback-forms';
import { submissionMetadata } from '../lib/submission-metadata';
import { RatingField } from './rating-field';
import { SubmitButton } from './submit-button';

export function ShareFeedbackForm() {
  const form = useFormSubmission({
    initial: () => NEW_FEEDBACK,
    validate: validateFeedback,
    toRequest: (draft) => feedbackRequest(draft, submissionMetadata()),
    mutation: useSubmitFeedback(),
    success: { title: FEEDBACK_TOASTS.feedback.successTitle, description: FEEDBACK_TOASTS.feedback.success },
    failure: (error) => failureToast(FEEDBACK_TOASTS.feedback.failure, error),
  });
  const { draft, errors, set } = form;

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-labelledby="share-feedback-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <header className="feedback-form-header">
        <MessageSquareText aria-hidden="true" size={24} />
        <div>
          <h2 id="share-feedback-title" className="tab-title">
            Share Feedback
          </h2>
          <p className="tab-intro">Tell us what works, what does not, and what would make you feel safer.</p>
        </div>
      </header>
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
    </form>
  );
}
