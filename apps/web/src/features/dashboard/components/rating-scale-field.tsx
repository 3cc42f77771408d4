/**
 * A 1-5 rating as a row of native radio buttons inside a fieldset, so it is labelled, reachable with
 * the arrow keys and announced with its error like any other field.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RATING_SCALE } from '../lib/rating-draft';

interface RatingScaleFieldProps {
  readonly label: string;
  readonly hint?: string;
  readonly name: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly error?: string;
  /** Words for the ends of the scale. */
  readonly low?: string;
  readonly high?: string;
}

export function RatingScaleField({
  label,
  hint,
  name,
  value,
  onChange,
  error,
  low: lowWord,
  high: highWord,
}: RatingScaleFieldProps) {
  const intl = useIntl();
  const low = lowWord ?? intl.formatMessage({ id: 'rating.scale.low', defaultMessage: 'Unsafe' });
  const high = highWord ?? intl.formatMessage({ id: 'rating.scale.high', defaultMessage: 'Very safe' });
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className="dash-rating-scale"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="field-label">{label}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="dash-rating-scale-options">
        {RATING_SCALE.map((option) => (
          <label key={option} className="dash-rating-scale-option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
            {(option === RATING_SCALE[0] || option === RATING_SCALE.at(-1)) && (
              <span className="visually-hidden">
                {intl.formatMessage(
                  { id: 'rating.scale.end', defaultMessage: '({end})' },
                  { end: option === RATING_SCALE[0] ? low : high },
                )}
              </span>
            )}
          </label>
        ))}
      </div>
      <div className="dash-rating-scale-ends" aria-hidden="true">
        <span>{low}</span>
        <span>{high}</span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
