/**
 * A labelled native select over a fixed list of values. An optional field starts on a placeholder
 * that is not a value (spec part 1 section 5: no option has an empty-string value) and can be
 * cleared back to "not chosen" with its Clear button.
 */
import { useIntl } from 'react-intl';
import { Field, useFieldIds } from './field';

const GAP = ' ';

interface SelectFieldProps<Value extends string> {
  readonly label: string;
  readonly note?: string;
  readonly error?: string;
  readonly options: readonly Value[];
  readonly optionLabels: Readonly<Record<Value, string>>;
  readonly value: Value | null;
  readonly onChange: (value: Value | null) => void;
  /** Shown while nothing is chosen; only optional fields (which accept null) show one. */
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly name?: string;
}

/** Never one of the options: the contract constants are words, not bracketed names. */
const NOT_CHOSEN = '[not-chosen]';

export function SelectField<Value extends string>({
  label,
  note,
  error,
  options,
  optionLabels,
  value,
  onChange,
  placeholder,
  required,
  name,
}: SelectFieldProps<Value>) {
  const intl = useIntl();
  const { inputId, errorId } = useFieldIds();
  const isOption = (candidate: string): candidate is Value => (options as readonly string[]).includes(candidate);
  const clear = placeholder !== undefined && value !== null && (
    <button type="button" className="field-clear" onClick={() => onChange(null)}>
      {intl.formatMessage({ id: 'field.clear', defaultMessage: 'Clear' })}
      <span className="visually-hidden">
        {GAP}
        {label}
      </span>
    </button>
  );
  return (
    <Field inputId={inputId} errorId={errorId} label={label} note={note} error={error} head={clear}>
      <select
        id={inputId}
        name={name}
        className="field-input field-select"
        required={required}
        value={value ?? NOT_CHOSEN}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(isOption(event.target.value) ? event.target.value : null)}
      >
        {value === null && (
          <option value={NOT_CHOSEN} disabled hidden>
            {placeholder ?? intl.formatMessage({ id: 'field.chooseOne', defaultMessage: 'Choose one' })}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}
