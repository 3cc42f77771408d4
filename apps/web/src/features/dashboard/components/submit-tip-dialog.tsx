/** Submit Safety Tip: a category (spec part 2 "Tip schema") and 10 to 1000 characters of advice. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  TIP_CATEGORIES,
  TIP_CONTENT_MAX_LENGTH,
  TIP_CONTENT_MIN_LENGTH,
  type DestinationDetail,
  type TipCategory,
} from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useSubmitSafetyTip } from '../api/submit-safety-tip';
import { TIP_CATEGORY_LABELS } from '../lib/tip-category-labels';
import { recordAction } from '@/lib/analytics/tracker';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';

interface SubmitTipDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
  readonly onSubmitted: () => void;
}

export function SubmitTipDialog({ open, onClose, destination, onSubmitted }: SubmitTipDialogProps) {
  const [category, setCategory] = useState<TipCategory | null>(null);
  const [content, setContent] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useSubmitSafetyTip();
  const { keyFor, reset } = useIdempotencyKey();
  const titleId = 'submit-tip-title';

  const close = () => {
    setFieldErrors({});
    onClose();
  };

  const submit = () => {
    const trimmed = content.trim();
    // The length rules are the API's, whose 400 names the field; a category must be chosen to send one.
    if (!category) {
      setFieldErrors({ category: 'Please choose a category' });
      return;
    }
    setFieldErrors({});

    const input = { destinationId: destination.id, category, content: trimmed };
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: () => {
          reset();
          recordAction('submit-tip');
          setCategory(null);
          setContent('');
          toast.success('Safety tip submitted', {
            description: `Thank you for helping travelers in ${destination.name}.`,
          });
          onSubmitted();
          close();
        },
        onError: (error) => {
          if (toldQueuedOffline(error)) {
            reset();
            setCategory(null);
            setContent('');
            close();
            return;
          }
          setFieldErrors(fieldErrorsOf(error));
          toast.error('Tip not submitted', { description: error.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy="submit-tip-description"
      dismissible={!mutation.isPending}
    >
      <h2 id={titleId} className="dialog-title">
        Submit Safety Tip
      </h2>
      <p id="submit-tip-description" className="dialog-description">
        Share advice for solo travelers in {destination.name}. Other travelers vote on the most useful tips.
      </p>
      <form
        className="form dash-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label="Category"
          name="category"
          options={TIP_CATEGORIES}
          optionLabels={TIP_CATEGORY_LABELS}
          value={category}
          onChange={setCategory}
          placeholder="Choose a category"
          required
          error={fieldErrors.category}
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
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={fieldErrors.content}
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={mutation.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Submitting...' : 'Submit Tip'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
