/**
 * A labelled input with its error message wired for assistive technology (aria-invalid and
 * aria-describedby), so a server-side field error is read out with the field.
 */
import { useId, type ComponentProps } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  /** Shown after the label in a lighter style, e.g. "optional". */
  readonly note?: string;
  readonly error?: string;
}

export function TextField({ label, note, error, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <div className="field-head">
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        {note && <span className="field-note">{note}</span>}
      </div>
      <input
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
