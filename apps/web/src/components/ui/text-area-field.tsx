/** A labelled textarea, wired for errors like TextField, with a character count when it has a limit. */
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Field, useFieldIds } from './field';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  readonly label: string;
  readonly note?: string;
  readonly error?: string;
  readonly value: string;
}

export function TextAreaField({ label, note, error, id, maxLength, value, ...textarea }: TextAreaFieldProps) {
  const intl = useIntl();
  const { inputId, errorId } = useFieldIds(id);
  const countId = `${inputId}-count`;
  const describedBy = [error ? errorId : null, maxLength ? countId : null].filter(Boolean).join(' ');
  const count = maxLength !== undefined && (
    <span id={countId} className="field-count">
      {intl.formatMessage(
        { id: 'field.count', defaultMessage: '{count, number}/{max, number}' },
        { count: value.length, max: maxLength },
      )}
    </span>
  );
  return (
    <Field inputId={inputId} errorId={errorId} label={label} note={note} error={error} head={count}>
      <textarea
        id={inputId}
        className="field-input field-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        maxLength={maxLength}
        value={value}
        {...textarea}
      />
    </Field>
  );
}
