/**
 * What every field of the form kit shares: the label (with a lighter note such as "optional" and
 * whatever the field adds to its head), the control, and the error message under it, whose id the
 * control names in aria-describedby so a server-side field error is read out with the field.
 */
import { useId, type ReactNode } from 'react';

/** The control's id (given, or generated) and its error message's id. */
export function useFieldIds(id?: string): { readonly inputId: string; readonly errorId: string } {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return { inputId, errorId: `${inputId}-error` };
}

interface FieldProps {
  readonly inputId: string;
  readonly errorId: string;
  readonly label: string;
  /** Shown after the label in a lighter style, e.g. "optional". */
  readonly note?: string;
  readonly error?: string;
  /** At the end of the field's head: a character count, a Clear button. */
  readonly head?: ReactNode;
  readonly children: ReactNode;
}

export function Field({ inputId, errorId, label, note, error, head, children }: FieldProps) {
  return (
    <div className="field">
      <div className="field-head">
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        {note && <span className="field-note">{note}</span>}
        {head}
      </div>
      {children}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
