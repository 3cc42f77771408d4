/**
 * Planning check-ins (docs/SAFETY-NETWORK.md "Check-ins"): a "back by" timer, every N hours, or daily
 * at a time where she is; with a grace period before her contacts are told and a reminder before the
 * deadline; for one of her trips or on its own.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Timer } from 'lucide-react';
import {
  CHECK_IN_EVERY_HOURS_MAX,
  CHECK_IN_EVERY_HOURS_MIN,
  CHECK_IN_GRACE_MINUTES_DEFAULT,
  CHECK_IN_REMINDER_MINUTES_DEFAULT,
  type Trip,
} from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-words';
import { usePlanCheckIns, type PlanInput } from '../api/check-ins';
import { planRequest, type PlanDraft, type PlanKind } from '../lib/plan-draft';
import { optionLabels } from '@/lib/option-labels';

const KINDS = ['back-by', 'every', 'daily'] as const satisfies readonly PlanKind[];
const GRACE = ['0', '15', '30', '60', '120', '180'] as const;
const REMINDER = ['0', '5', '15', '30', '60'] as const;

export function PlanForm({
  trips,
  tripId = null,
}: {
  readonly trips: readonly Trip[];
  readonly tripId?: string | null;
}) {
  const intl = useIntl();
  const plan = usePlanCheckIns();
  const minutes = (value: string) =>
    value === '0'
      ? intl.formatMessage({ id: 'safety.plan.none', defaultMessage: 'None' })
      : intl.formatMessage(
          { id: 'safety.plan.minutes', defaultMessage: '{minutes} minutes' },
          { minutes: Number(value) },
        );
  const form = useFormSubmission<PlanDraft, PlanInput, unknown>({
    initial: () => ({
      kind: 'back-by',
      backBy: '',
      everyHours: '4',
      dailyAt: '20:00',
      grace: String(CHECK_IN_GRACE_MINUTES_DEFAULT),
      reminder: String(CHECK_IN_REMINDER_MINUTES_DEFAULT),
      tripId: tripId ?? '',
    }),
    validate: (draft) => {
      const request = planRequest(draft, new Date());
      return 'errors' in request
        ? Object.fromEntries(
            Object.entries(request.errors).map(([field, rule]) => [
              field,
              intl.formatMessage(
                {
                  id: 'safety.plan.invalid',
                  defaultMessage:
                    '{rule, select, future {Choose a time at least a minute from now.} hours {Choose every 2 to 24 hours.} other {Choose a time.}}',
                },
                { rule },
              ),
            ]),
          )
        : {};
    },
    toRequest: (draft) => planRequest(draft, new Date()) as PlanInput,
    mutation: plan,
    success: {
      title: intl.formatMessage({ id: 'safety.plan.saved', defaultMessage: 'Check-ins planned' }),
      description: intl.formatMessage({
        id: 'safety.plan.saved.text',
        defaultMessage: 'You will be reminded before each one. "I\'m OK" is in the header of every page.',
      }),
    },
    failure: (error) => ({
      title: intl.formatMessage({ id: 'safety.plan.failed', defaultMessage: 'Check-ins not planned' }),
      description: errorText(intl, error),
    }),
  });
  const kindLabels = {
    'back-by': intl.formatMessage({ id: 'safety.plan.kind.backBy', defaultMessage: 'Back by a time (a timer)' }),
    every: intl.formatMessage({ id: 'safety.plan.kind.every', defaultMessage: 'Every few hours' }),
    daily: intl.formatMessage({ id: 'safety.plan.kind.daily', defaultMessage: 'Daily at a time, where I am' }),
  };
  return (
    <Form submission={form} labelledBy="plan-title" className="form safety-plan-form">
      <h3 id="plan-title">
        <Timer aria-hidden="true" size={18} />
        <FormattedMessage id="safety.plan.title" defaultMessage="Plan check-ins" />
      </h3>
      <SelectField
        label={intl.formatMessage({ id: 'safety.plan.kind', defaultMessage: 'How' })}
        name="kind"
        options={KINDS}
        optionLabels={kindLabels}
        value={form.draft.kind}
        onChange={(value) => form.set('kind', value ?? 'back-by')}
        required
      />
      {form.draft.kind === 'back-by' && (
        <TextField
          label={intl.formatMessage({ id: 'safety.plan.backBy', defaultMessage: 'Back by' })}
          note={intl.formatMessage({ id: 'safety.plan.backBy.note', defaultMessage: "this device's time" })}
          type="datetime-local"
          {...form.text('backBy')}
        />
      )}
      {form.draft.kind === 'every' && (
        <TextField
          label={intl.formatMessage({ id: 'safety.plan.everyHours', defaultMessage: 'Every how many hours' })}
          type="number"
          inputMode="numeric"
          min={CHECK_IN_EVERY_HOURS_MIN}
          max={CHECK_IN_EVERY_HOURS_MAX}
          {...form.text('everyHours')}
        />
      )}
      {form.draft.kind === 'daily' && (
        <TextField
          label={intl.formatMessage({ id: 'safety.plan.dailyAt', defaultMessage: 'Daily at' })}
          note={intl.formatMessage({
            id: 'safety.plan.dailyAt.note',
            defaultMessage: 'the local time where you are that day',
          })}
          type="time"
          {...form.text('dailyAt')}
        />
      )}
      <SelectField
        label={intl.formatMessage({ id: 'safety.plan.grace', defaultMessage: 'Grace before your contacts are told' })}
        name="graceMinutes"
        options={GRACE}
        optionLabels={optionLabels(GRACE, minutes)}
        value={form.draft.grace as (typeof GRACE)[number]}
        onChange={(value) => form.set('grace', value ?? '30')}
        error={form.errors.graceMinutes}
        required
      />
      <SelectField
        label={intl.formatMessage({ id: 'safety.plan.reminder', defaultMessage: 'Remind me before' })}
        name="reminderMinutes"
        options={REMINDER}
        optionLabels={optionLabels(REMINDER, minutes)}
        value={form.draft.reminder as (typeof REMINDER)[number]}
        onChange={(value) => form.set('reminder', value ?? '15')}
        error={form.errors.reminderMinutes}
        required
      />
      {trips.length > 0 && (
        <SelectField
          label={intl.formatMessage({ id: 'safety.plan.trip', defaultMessage: 'For a trip' })}
          note={intl.formatMessage({ id: 'safety.plan.trip.note', defaultMessage: 'ends with its last day' })}
          name="tripId"
          options={trips.map((trip) => trip.id)}
          optionLabels={Object.fromEntries(trips.map((trip) => [trip.id, trip.name]))}
          value={form.draft.tripId === '' ? null : form.draft.tripId}
          onChange={(value) => form.set('tripId', value ?? '')}
          placeholder={intl.formatMessage({ id: 'safety.plan.trip.none', defaultMessage: 'No trip: until I end it' })}
          error={form.errors.tripId}
        />
      )}
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'safety.plan.submit', defaultMessage: 'Start check-ins' })}
      />
    </Form>
  );
}
