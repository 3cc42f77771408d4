/** Submit Safety Tip: a category (spec part 2 "Tip schema") and 10 to 1000 characters of advice. */
import {
  TIP_CATEGORIES,
  TIP_CONTENT_MAX_LENGTH,
  TIP_CONTENT_MIN_LENGTH,
  type DestinationDetail,
  type TipCategory,
} from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '@/components/form/form-dialog';
import { errorText } from '@/lib/error-words';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { FieldErrors } from '@/lib/field-errors';
import { useSubmitSafetyTip } from '../api/submit-safety-tip';
import { tipCategoryNames } from '../lib/tip-category-labels';

interface SubmitTipDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
  readonly onSubmitted: () => void;
}

interface TipDraft {
  readonly category: TipCategory | null;
  readonly content: string;
}

const NEW_TIP: TipDraft = { category: null, content: '' };

export function SubmitTipDialog({ open, onClose, destination, onSubmitted }: SubmitTipDialogProps) {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: () => NEW_TIP,
    // The length rules are the API's, whose 400 names the field; a category must be chosen to send one.
    validate: (draft): FieldErrors =>
      draft.category
        ? {}
        : { category: intl.formatMessage({ id: 'tip.category.missing', defaultMessage: 'Please choose a category' }) },
    toRequest: (draft) => ({ destinationId: destination.id, category: draft.category!, content: draft.content.trim() }),
    mutation: useSubmitSafetyTip(),
    action: 'submit-tip',
    success: {
      title: intl.formatMessage({ id: 'tip.submitted', defaultMessage: 'Safety tip submitted' }),
      description: intl.formatMessage(
        { id: 'tip.submitted.text', defaultMessage: 'Thank you for helping travelers in {place}.' },
        { place: destination.name },
      ),
    },
    failure: (error) => ({
      title: intl.formatMessage({ id: 'tip.failed', defaultMessage: 'Tip not submitted' }),
      description: errorText(intl, error),
    }),
    onDone: (result) => {
      if (result) onSubmitted();
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      form={form}
      title={<FormattedMessage id="dashboard.contribute.tip" defaultMessage="Submit Safety Tip" />}
      description={
        <FormattedMessage
          id="tip.lead"
          defaultMessage="Share advice for solo travelers in {place}. Other travelers vote on the most useful tips."
          values={{ place: destination.name }}
        />
      }
      submitLabel={intl.formatMessage({ id: 'tip.submit', defaultMessage: 'Submit Tip' })}
    >
      <SelectField
        label={intl.formatMessage({ id: 'tip.category.label', defaultMessage: 'Category' })}
        options={TIP_CATEGORIES}
        optionLabels={tipCategoryNames(intl)}
        {...form.choice('category')}
        placeholder={intl.formatMessage({ id: 'tip.category.placeholder', defaultMessage: 'Choose a category' })}
        required
      />
      <TextAreaField
        label={intl.formatMessage({ id: 'tip.content', defaultMessage: 'Your tip' })}
        note={intl.formatMessage(
          { id: 'tip.content.note', defaultMessage: '{min, number} to {max, number} characters' },
          { min: TIP_CONTENT_MIN_LENGTH, max: TIP_CONTENT_MAX_LENGTH },
        )}
        rows={5}
        required
        minLength={TIP_CONTENT_MIN_LENGTH}
        maxLength={TIP_CONTENT_MAX_LENGTH}
        placeholder={intl.formatMessage({
          id: 'tip.content.placeholder',
          defaultMessage: 'For example: the night buses along the seafront are well lit and busy until 2am.',
        })}
        {...form.text('content')}
      />
    </FormDialog>
  );
}
