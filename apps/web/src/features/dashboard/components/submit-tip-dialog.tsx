/** Submit Safety Tip: a category (spec part 2 "Tip schema") and 10 to 1000 characters of advice. */
import {
  TIP_CATEGORIES,
  TIP_CONTENT_MAX_LENGTH,
  TIP_CONTENT_MIN_LENGTH,
  type DestinationDetail,
  type TipCategory,
} from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { DialogActions } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { FieldErrors } from '@/lib/field-errors';
import { useSubmitSafetyTip } from '../api/submit-safety-tip';
import { TIP_CATEGORY_LABELS } from '../lib/tip-category-labels';

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
  const form = useFormSubmission({
    initial: () => NEW_TIP,
    // The length rules are the API's, whose 400 names the field; a category must be chosen to send one.
    validate: (draft): FieldErrors => (draft.category ? {} : { category: 'Please choose a category' }),
    toRequest: (draft) => ({ destinationId: destination.id, category: draft.category!, content: draft.content.trim() }),
    mutation: useSubmitSafetyTip(),
    action: 'submit-tip',
    success: {
      title: 'Safety tip submitted',
      description: `Thank you for helping travelers in ${destination.name}.`,
    },
    failure: (error) => ({ title: 'Tip not submitted', description: error.message }),
    onDone: (result) => {
      if (result) onSubmitted();
      onClose();
    },
  });
  const { draft, errors, set } = form;
  const titleId = 'submit-tip-title';

  const close = () => {
    form.showErrors({});
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy="submit-tip-description"
      dismissible={!form.isSubmitting}
    >
      <h2 id={titleId} className="dialog-title">
        Submit Safety Tip
      </h2>
      <p id="submit-tip-description" className="dialog-description">
        Share advice for solo travelers in {destination.name}. Other travelers vote on the most useful tips.
      </p>
      <Form submission={form} className="form dash-dialog-form">
        <SelectField
          label="Category"
          name="category"
          options={TIP_CATEGORIES}
          optionLabels={TIP_CATEGORY_LABELS}
          value={draft.category}
          onChange={(value) => set('category', value)}
          placeholder="Choose a category"
          required
          error={errors.category}
        />
        <TextAreaField
          label="Your tip"
          note={`${TIP_CONTENT_MIN_LENGTH} to ${TIP_CONTENT_MAX_LENGTH} characters`}
          name="content"
          rows={5}
          required
          minLength={TIP_CONTENT_MIN_LENGTH}
          maxLength={TIP_CONTENT_MAX_LENGTH}
          placeholder="For example: the night buses along the seafront are well lit and busy until 2am."
          value={draft.content}
          onChange={(event) => set('content', event.target.value)}
          error={errors.content}
        />
        <DialogActions onCancel={close} isSubmitting={form.isSubmitting} label="Submit Tip" />
      </Form>
    </Dialog>
  );
}
