/**
 * The Safety tab: the priorities that matter most, and the minimum safety score (50 to 100, 75 by
 * default) below which a destination is flagged. The full safety profile lives at /profile/settings.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/ui/titled-section';
import { priorityName } from '@/lib/account-words';
import { Link } from 'react-router-dom';
import { SlidersHorizontal } from 'lucide-react';
import { MINIMUM_SAFETY_SCORE, SAFETY_PRIORITIES, type SafetyPriority } from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { useFormSubmission } from '@/components/form/use-form-submission';
import type { AccountProfile } from '../api/get-account-profile';
import { useUpdateSafetyPreferences } from '../api/update-safety-preferences';
import { rateLimitedMessage } from '@/lib/rate-limited';

interface SafetyPreferencesTabProps {
  readonly userId: string;
  readonly profile: AccountProfile;
}

interface SafetyPreferencesDraft {
  readonly priorities: ReadonlySet<SafetyPriority>;
  readonly minimumSafetyScore: number;
}

export function SafetyPreferencesTab({ userId, profile }: SafetyPreferencesTabProps) {
  const intl = useIntl();
  const form = useFormSubmission({
    initial: (): SafetyPreferencesDraft => ({
      priorities: new Set(profile.safety.priorities),
      minimumSafetyScore: profile.safety.minimumSafetyScore,
    }),
    // In the contract's order, so the same choice is always the same request.
    toRequest: (draft) => ({
      priorities: SAFETY_PRIORITIES.filter((priority) => draft.priorities.has(priority)),
      minimumSafetyScore: draft.minimumSafetyScore,
    }),
    mutation: useUpdateSafetyPreferences(userId),
    variables: (input) => input,
    keepAfterSuccess: true,
    success: {
      title: intl.formatMessage({ id: 'profile.safety.saved', defaultMessage: 'Safety Preferences Updated' }),
      description: intl.formatMessage({
        id: 'profile.safety.saved.text',
        defaultMessage: 'Your safety preferences have been saved.',
      }),
    },
    failure: (error) => ({
      title: intl.formatMessage({ id: 'profile.updateFailed', defaultMessage: 'Update Failed' }),
      description:
        rateLimitedMessage(error, intl) ??
        intl.formatMessage({
          id: 'profile.safety.failed',
          defaultMessage: 'There was an error updating your safety preferences.',
        }),
    }),
  });
  const { draft, errors: fieldErrors } = form;
  const minimumScore = draft.minimumSafetyScore;
  const sliderId = useId();
  const prioritiesErrorId = useId();

  const toggle = (priority: SafetyPriority, checked: boolean) => {
    const next = new Set(draft.priorities);
    if (checked) next.add(priority);
    else next.delete(priority);
    form.set('priorities', next);
  };

  return (
    <TitledSection
      look="tab"
      title={<FormattedMessage id="profile.safety.title" defaultMessage="Safety Preferences" />}
      intro={
        <FormattedMessage
          id="profile.safety.intro"
          defaultMessage="What matters most to you when SafeTrails scores and recommends places."
        />
      }
    >
      <Form submission={form}>
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
                  checked={draft.priorities.has(priority)}
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
            onChange={(event) => form.set('minimumSafetyScore', Number(event.target.value))}
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
          <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
            {intl.formatMessage(
              {
                id: 'profile.safety.submit',
                defaultMessage: '{busy, select, yes {Saving...} other {Save Safety Preferences}}',
              },
              { busy: form.isSubmitting ? 'yes' : 'no' },
            )}
          </button>
        </div>
      </Form>
    </TitledSection>
  );
}
