/**
 * The Safety tab: the priorities that matter most, and the minimum safety score (50 to 100, 75 by
 * default) below which a destination is flagged. The full safety profile lives at /profile/settings.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { priorityName } from '@/lib/account-words';
import { Link } from 'react-router-dom';
import { SlidersHorizontal } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MINIMUM_SAFETY_SCORE, SAFETY_PRIORITIES, type SafetyPriority } from '@safetrails/contracts';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import type { AccountProfile } from '../api/get-account-profile';
import { useUpdateSafetyPreferences } from '../api/update-safety-preferences';
import { rateLimitedMessage } from '@/lib/rate-limited';

interface SafetyPreferencesTabProps {
  readonly userId: string;
  readonly profile: AccountProfile;
}

export function SafetyPreferencesTab({ userId, profile }: SafetyPreferencesTabProps) {
  const intl = useIntl();
  const [priorities, setPriorities] = useState<ReadonlySet<SafetyPriority>>(() => new Set(profile.safety.priorities));
  const [minimumScore, setMinimumScore] = useState(profile.safety.minimumSafetyScore);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useUpdateSafetyPreferences(userId);
  const sliderId = useId();
  const prioritiesErrorId = useId();

  const toggle = (priority: SafetyPriority, checked: boolean) =>
    setPriorities((previous) => {
      const next = new Set(previous);
      if (checked) next.add(priority);
      else next.delete(priority);
      return next;
    });

  const submit = () => {
    setFieldErrors({});
    mutation.mutate(
      // In the contract's order, so the same choice is always the same request.
      {
        priorities: SAFETY_PRIORITIES.filter((priority) => priorities.has(priority)),
        minimumSafetyScore: minimumScore,
      },
      {
        onSuccess: () =>
          toast.success(
            intl.formatMessage({ id: 'profile.safety.saved', defaultMessage: 'Safety Preferences Updated' }),
            {
              description: intl.formatMessage({
                id: 'profile.safety.saved.text',
                defaultMessage: 'Your safety preferences have been saved.',
              }),
            },
          ),
        onError: (error) => {
          setFieldErrors(fieldErrorsOf(error, intl));
          toast.error(intl.formatMessage({ id: 'profile.updateFailed', defaultMessage: 'Update Failed' }), {
            description:
              rateLimitedMessage(error, intl) ??
              intl.formatMessage({
                id: 'profile.safety.failed',
                defaultMessage: 'There was an error updating your safety preferences.',
              }),
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="safety-preferences-title">
      <h2 id="safety-preferences-title" className="tab-title">
        <FormattedMessage id="profile.safety.title" defaultMessage="Safety Preferences" />
      </h2>
      <p className="tab-intro">
        <FormattedMessage
          id="profile.safety.intro"
          defaultMessage="What matters most to you when SafeTrails scores and recommends places."
        />
      </p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="fieldset"
          aria-invalid={fieldErrors.priorities ? true : undefined}
          aria-describedby={fieldErrors.priorities ? prioritiesErrorId : undefined}
        >
          <legend className="field-label">
            <FormattedMessage id="profile.safety.priorities" defaultMessage="Safety priorities" />
          </legend>
          <div className="checkbox-grid">
            {SAFETY_PRIORITIES.map((priority) => (
              <label key={priority} className="checkbox checkbox-card">
                <input
                  type="checkbox"
                  name="priorities"
                  value={priority}
                  checked={priorities.has(priority)}
                  onChange={(event) => toggle(priority, event.target.checked)}
                />
                <span>{priorityName(intl, priority)}</span>
              </label>
            ))}
          </div>
          {fieldErrors.priorities && (
            <p id={prioritiesErrorId} className="field-error">
              {fieldErrors.priorities}
            </p>
          )}
        </fieldset>

        <div className="field">
          <div className="field-head">
            <label className="field-label" htmlFor={sliderId}>
              <FormattedMessage id="profile.safety.minimum" defaultMessage="Minimum safety score" />
            </label>
            <output className="range-value" htmlFor={sliderId} aria-live="polite">
              <FormattedMessage
                id="score.outOf100"
                defaultMessage="{score, number}/100"
                values={{ score: minimumScore }}
              />
            </output>
          </div>
          <input
            id={sliderId}
            className="range"
            type="range"
            name="minimumSafetyScore"
            min={MINIMUM_SAFETY_SCORE.min}
            max={MINIMUM_SAFETY_SCORE.max}
            step={1}
            value={minimumScore}
            aria-valuetext={intl.formatMessage(
              { id: 'profile.safety.minimum.value', defaultMessage: '{score, number} out of 100' },
              { score: minimumScore },
            )}
            onChange={(event) => setMinimumScore(Number(event.target.value))}
          />
          <div className="range-scale" aria-hidden="true">
            <span>{MINIMUM_SAFETY_SCORE.min}</span>
            <span>{MINIMUM_SAFETY_SCORE.max}</span>
          </div>
          <p className="field-hint">
            <FormattedMessage
              id="profile.safety.minimum.hint"
              defaultMessage="Destinations scoring below this are flagged for you."
            />
          </p>
          {fieldErrors.minimumSafetyScore && <p className="field-error">{fieldErrors.minimumSafetyScore}</p>}
        </div>

        <div className="form-actions form-actions-split">
          <Link to="/profile/settings" className="btn btn-ghost">
            <SlidersHorizontal aria-hidden="true" size={18} />
            <FormattedMessage id="profile.safety.advanced" defaultMessage="Advanced Safety Profile Settings" />
          </Link>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {intl.formatMessage(
              {
                id: 'profile.safety.submit',
                defaultMessage: '{busy, select, yes {Saving...} other {Save Safety Preferences}}',
              },
              { busy: mutation.isPending ? 'yes' : 'no' },
            )}
          </button>
        </div>
      </form>
    </section>
  );
}
