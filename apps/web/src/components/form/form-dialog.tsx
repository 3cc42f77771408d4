/**
 * The form kit's dialog: a titled dialog around one form, with a line saying what it is for, and
 * Cancel and submit at its foot. Closing it clears the messages the form showed, and it cannot be
 * dismissed while it sends.
 */
import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Form } from './form';
import { DialogActions } from './submit-button';
import type { FormSubmission } from './use-form-submission';

interface FormDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly form: Pick<FormSubmission<unknown>, 'formRef' | 'submit' | 'showErrors' | 'isSubmitting'>;
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

export function FormDialog({ open, onClose, form, title, description, submitLabel, children }: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    form.showErrors({});
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      dismissible={!form.isSubmitting}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <p id={descriptionId} className="dialog-description">
        {description}
      </p>
      <Form submission={form} className="form dash-dialog-form">
        {children}
        <DialogActions onCancel={close} isSubmitting={form.isSubmitting} label={submitLabel} />
      </Form>
    </Dialog>
  );
}
