/**
 * A question answered by picking one option (radio buttons) or several (checkboxes), as a fieldset
 * whose legend is the question, so each option is announced with the question, its hint and its error.
 */
import { useId, type ReactNode } from 'react';

interface ChoiceGroupProps<Value extends string> {
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string;
  readonly name: string;
  readonly options: readonly Value[];
  readonly labels: Readonly<Record<Value, string>>;
}

interface SingleChoiceProps<Value extends string> extends ChoiceGroupProps<Value> {
  readonly value: Value | null;
  readonly onChange: (value: Value) => void;
}

interface MultipleChoiceProps<Value extends string> extends ChoiceGroupProps<Value> {
  readonly values: readonly Value[];
  readonly onToggle: (value: Value) => void;
}

/** What each option's input carries: the group's hint and error, and whether the answer is wrong. */
interface OptionAria {
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export function SingleChoice<Value extends string>({ value, onChange, ...group }: SingleChoiceProps<Value>) {
  return (
    <ChoiceFieldset {...group}>
      {(option, aria) => (
        <input
          type="radio"
          name={group.name}
          value={option}
          checked={value === option}
          onChange={() => onChange(option)}
          {...aria}
        />
      )}
    </ChoiceFieldset>
  );
}

export function MultipleChoice<Value extends string>({ values, onToggle, ...group }: MultipleChoiceProps<Value>) {
  return (
    <ChoiceFieldset {...group}>
      {(option, aria) => (
        <input
          type="checkbox"
          name={group.name}
          value={option}
          checked={values.includes(option)}
          onChange={() => onToggle(option)}
          {...aria}
        />
      )}
    </ChoiceFieldset>
  );
}

function ChoiceFieldset<Value extends string>({
  legend,
  hint,
  error,
  options,
  labels,
  children,
}: ChoiceGroupProps<Value> & { readonly children: (option: Value, aria: OptionAria) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const aria: OptionAria = {
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <fieldset className="fieldset feedback-choices">
      <legend className="field-label">{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="feedback-choice-grid">
        {options.map((option) => (
          <label key={option} className="checkbox feedback-choice">
            {children(option, aria)}
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
