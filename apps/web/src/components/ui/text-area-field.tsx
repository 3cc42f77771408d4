/** A labelled textarea, wired for errors like TextField, with a character count when it has a limit. */
import { useId, type ComponentProps } from 'react';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  readonly label: string;
  readonly note?: string;
  readonly error?: string;
  readonly value: string;
}

export function TextAreaField({ label, note, error, id, maxLength, value, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  const describedBy = [error ? errorId : null, maxLength ? countId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <div className="field-head">
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        {note && <span className="field-note">{note}</span>}
        {maxLength !== undefined && (
          <span id={countId} className="field-count">
            {value.length}/{maxLength}
          </span>
        )}
      </div>
      <textarea
        id={inputId}
        className="field-input field-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        maxLength={maxLength}
        value={value}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
