/**
 * A labelled input with its error message wired for assistive technology (aria-invalid and
 * aria-describedby), so a server-side field error is read out with the field.
 */
import type { ComponentProps } from 'react';
import { Field, useFieldIds } from './field';

interface TextFieldProps extends ComponentProps<'input'> {
  readonly label: string;
  /** Shown after the label in a lighter style, e.g. "optional". */
  readonly note?: string;
  readonly error?: string;
}

export function TextField({ label, note, error, id, ...input }: TextFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <Field inputId={inputId} errorId={errorId} label={label} note={note} error={error}>
      <input
        id={inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
    </Field>
  );
}
