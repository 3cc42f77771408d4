/**
 * Share Feedback (spec part 2): a type (general by default), the destination when the feedback is
 * about its data, an optional 1-5 rating and the message.
 */
import { MessageSquareText } from 'lucide-react';
import { FEEDBACK_CATEGORY_MAX_LENGTH, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_TYPES } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FeedbackFormHeader } from './feedback-form-header';
import { NEW_FEEDBACK, feedbackRequest, validateFeedback } from '../lib/feedback-forms';
import { FEEDBACK_TYPE_WORDS, failureToast, feedbackRuleWords, labelsOf, successToast } from '../lib/feedback-words';
import { submissionMetadata } from '../lib/submission-metadata';
import { RatingField } from './rating-field';

export function ShareFeedbackForm() {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: () => NEW_FEEDBACK,
    validate: (draft) => validateFeedback(draft, feedbackRuleWords(intl)),
    toRequest: (draft) => feedbackRequest(draft, submissionMetadata()),
    mutation: useSubmitFeedback(),
    action: 'send-feedback',
    success: successToast(intl, 'feedback'),
    failure: (error) => failureToast(intl, 'feedback', error),
  });
  const { draft } = form;

  return (
    <Form submission={form} labelledBy="share-feedback-title">
      <FeedbackFormHeader
        icon={MessageSquareText}
        titleId="share-feedback-title"
        title={intl.formatMessage({ id: 'feedback.share.title', defaultMessage: 'Share Feedback' })}
        intro={intl.formatMessage({
          id: 'feedback.share.intro',
          defaultMessage: 'Tell us what works, what does not, and what would make you feel safer.',
        })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'feedback.share.type', defaultMessage: 'Feedback type' })}
        options={FEEDBACK_TYPES}
        optionLabels={labelsOf(intl, FEEDBACK_TYPE_WORDS)}
        {...form.choice('feedbackType')}
        required
      />
      {draft.feedbackType === 'data' && (
        <TextField
          label={intl.formatMessage({ id: 'feedback.share.destination', defaultMessage: 'Destination' })}
          note={intl.formatMessage({
            id: 'feedback.share.destinationNote',
            defaultMessage: 'which place the data is about',
          })}
          placeholder={intl.formatMessage({
            id: 'feedback.share.destinationPlaceholder',
            defaultMessage: 'For example: Barcelona',
          })}
          maxLength={FEEDBACK_CATEGORY_MAX_LENGTH}
          {...form.text('category')}
        />
      )}
      <RatingField
        legend={intl.formatMessage({ id: 'feedback.share.rating', defaultMessage: 'How would you rate SafeTrails?' })}
        {...form.choice('rating')}
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'feedback.share.message', defaultMessage: 'Your feedback' })}
        rows={6}
        required
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'feedback.share.messagePlaceholder',
          defaultMessage: 'What would you like us to know?',
        })}
        {...form.text('message')}
      />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'feedback.share.submit', defaultMessage: 'Submit Feedback' })}
      />
    </Form>
  );
}
