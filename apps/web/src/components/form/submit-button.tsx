/** The form kit's buttons: a page form's submit button, and a dialog's Cancel and submit pair. */
import { Send } from 'lucide-react';

/** Disabled and reading "Submitting..." while the form sends. */
export function SubmitButton({ isSubmitting, label }: { readonly isSubmitting: boolean; readonly label: string }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <Send aria-hidden="true" size={18} />
        {isSubmitting ? 'Submitting...' : label}
      </button>
    </div>
  );
}

interface DialogActionsProps {
  readonly onCancel: () => void;
  readonly isSubmitting: boolean;
  readonly label: string;
  readonly submittingLabel?: string;
  /** The submit button's look: `btn-danger` for what cannot be undone. */
  readonly tone?: 'primary' | 'danger';
  /** Not yet possible to submit (a confirmation not ticked). */
  readonly disabled?: boolean;
}

/** A dialog form's Cancel and submit, both disabled while it sends. */
export function DialogActions({
  onCancel,
  isSubmitting,
  label,
  submittingLabel = 'Submitting...',
  tone = 'primary',
  disabled = false,
}: DialogActionsProps) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </button>
      <button type="submit" className={`btn btn-${tone}`} disabled={disabled || isSubmitting}>
        {isSubmitting ? submittingLabel : label}
      </button>
    </div>
  );
}
