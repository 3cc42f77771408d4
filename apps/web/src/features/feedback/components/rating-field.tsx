/**
 * An optional 1-5 rating (spec part 2: feedback rating and survey app rating) as five star radio
 * buttons with a Clear button: no star chosen means no rating is sent.
 */
import { useId } from 'react';
import { Star } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { FEEDBACK_RATING_MAX } from '@safetrails/contracts';
import { RATING_VALUES } from '../lib/feedback-forms';

interface RatingFieldProps {
  readonly legend: string;
  readonly name: string;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly error?: string;
}

export function RatingField({ legend, name, value, onChange, error }: RatingFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset feedback-rating">
      <legend className="field-head">
        <span className="field-label">{legend}</span>
        <span className="field-note">
          <FormattedMessage id="feedback.optional" defaultMessage="optional" />
        </span>
      </legend>
      <div className="feedback-rating-row">
        <div className="feedback-stars">
          {RATING_VALUES.map((option) => (
            <label key={option} className="feedback-star" data-lit={value !== null && option <= value}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={option}
                checked={value === option}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(option)}
              />
              <Star aria-hidden="true" size={26} />
              <span className="visually-hidden">
                <FormattedMessage
                  id="feedback.rating.stars"
                  defaultMessage="{count, plural, one {# star} other {# stars}}"
                  values={{ count: option }}
                />
              </span>
            </label>
          ))}
        </div>
        <span className="feedback-rating-value" aria-live="polite">
          {value === null ? (
            <FormattedMessage id="feedback.rating.none" defaultMessage="Not rated" />
          ) : (
            <FormattedMessage
              id="feedback.rating.value"
              defaultMessage="{value} of {max}"
              values={{ value, max: FEEDBACK_RATING_MAX }}
            />
          )}
        </span>
        {value !== null && (
          <button type="button" className="field-clear" onClick={() => onChange(null)}>
            <FormattedMessage
              id="feedback.rating.clear"
              defaultMessage="Clear<hidden>: {legend}</hidden>"
              values={{ legend, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
            />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
