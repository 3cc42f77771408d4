/** The submit button of a feedback-hub form: disabled and reading "Submitting..." while it sends. */
import { Send } from 'lucide-react';

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
