/**
 * /safety, her safety network (docs/SAFETY-NETWORK.md): where SafeTrails thinks she is and why, her
 * check-in plans with their next deadlines (each in the clock of where she is expected), "I'm OK",
 * what waits for her answer, planning check-ins, her trusted contacts, and the safety check after a
 * disaster.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MapPin, ShieldCheck, Siren } from 'lucide-react';
import type { CheckInStatus } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { useChangeSafetyCheck, useCheckIn, useCheckInStatus, useEndPlan } from '../api/check-ins';
import { useTrips } from '../api/trips';
import { deadlineText, scheduleText, timeWithZone } from '../lib/check-in-words';
import { ContactsSection } from './contacts-section';
import { ImOkButton } from './im-ok-button';
import { PlanForm } from './plan-form';
import '@/styles/safety.css';

export function SafetyPage() {
  const status = useCheckInStatus();
  const trips = useTrips();
  if (status.isPending) {
    return (
      <div className="container centered-page" role="status">
        <p className="lead">
          <FormattedMessage id="safety.loading" defaultMessage="Loading your safety network…" />
        </p>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="container centered-page">
        <h1>
          <FormattedMessage id="safety.loadFailed" defaultMessage="Could not load your safety network" />
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => void status.refetch()}>
          <FormattedMessage id="safety.tryAgain" defaultMessage="Try again" />
        </button>
      </div>
    );
  }
  return (
    <div className="container safety-page">
      <header className="safety-header">
        <p className="eyebrow">
          <ShieldCheck aria-hidden="true" size={14} />
          <Link to="/trips">
            <FormattedMessage id="safety.trips.link" defaultMessage="Your trips" />
          </Link>
        </p>
        <h1>
          <FormattedMessage id="safety.title" defaultMessage="Your safety network" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="safety.lead"
            defaultMessage="Someone at home knows within hours, not days: check in as you planned, and if you miss one, your trusted contacts are told where you are and the numbers to call."
          />
        </p>
      </header>
      <div className="safety-grid">
        <StatusCard status={status.data} />
        <section className="card safety-section" aria-labelledby="plan-title">
          <PlanForm trips={(trips.data ?? []).filter((trip) => trip.status !== 'past')} />
        </section>
        <ContactsSection />
        <SafetyCheckSection check={status.data.safetyCheck} />
      </div>
      <p className="muted safety-privacy">
        <Siren aria-hidden="true" size={14} />
        <FormattedMessage
          id="safety.privacy"
          defaultMessage="Your contacts' names and addresses, your trips and the places you check in from are sealed with your key and erased with your account. No moderator sees them. A map point is shared only if your safety profile shares your location."
        />
      </p>
    </div>
  );
}

function StatusCard({ status }: { readonly status: CheckInStatus }) {
  const intl = useIntl();
  const end = useEndPlan();
  const checkIn = useCheckIn();
  const where = status.where;
  const zone = where?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section className="card safety-section safety-status" aria-labelledby="status-title" data-testid="check-in-status">
      <h2 id="status-title">
        <FormattedMessage id="safety.status.title" defaultMessage="Check-ins" />
      </h2>
      <p>
        <MapPin aria-hidden="true" size={16} />
        {where ? (
          <FormattedMessage
            id="safety.status.where"
            defaultMessage="You are in {city}, {country} ({from, select, trip {your trip places you there today} other {you checked in from there}})."
            values={{ city: where.city, country: where.country, from: where.from }}
          />
        ) : (
          <FormattedMessage
            id="safety.status.whereUnknown"
            defaultMessage="SafeTrails does not know where you are today: plan a trip, or check in from a city."
          />
        )}
      </p>
      <p className="muted" data-testid="last-check-in">
        {status.lastCheckIn
          ? intl.formatMessage(
              { id: 'safety.status.last', defaultMessage: 'Last check-in: {when}' },
              { when: timeWithZone(intl, status.lastCheckIn.at, zone) },
            )
          : intl.formatMessage({ id: 'safety.status.never', defaultMessage: 'No check-in yet.' })}
      </p>
      {status.missed.length > 0 && (
        <p className="safety-missed" role="alert">
          <FormattedMessage
            id="safety.status.missed"
            defaultMessage="You missed a check-in and your contacts were told. Check in now and they will be told you are OK."
          />
        </p>
      )}
      {status.safetyCheck.open.map((check) => (
        <div key={check.checkId} className="safety-question" role="alert" data-testid="safety-question">
          <p>
            <FormattedMessage
              id="safety.status.areYouSafe"
              defaultMessage="An official alert touched where you are: {title} ({source}). Are you safe?"
              values={{ title: <q lang="en">{check.title}</q>, source: check.source.toUpperCase() }}
            />
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={checkIn.isPending}
            onClick={() =>
              checkIn.mutate(
                { safe: true, alertId: check.alertId },
                {
                  onSuccess: () =>
                    toast.success(
                      intl.formatMessage({ id: 'safety.status.markedSafe', defaultMessage: 'Marked safe' }),
                    ),
                  onError: (error) => toast.error(errorText(intl, error)),
                },
              )
            }
          >
            <FormattedMessage id="safety.status.imSafe" defaultMessage="I'm safe" />
          </button>
        </div>
      ))}
      {status.plans.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="safety.status.noPlan" defaultMessage="No check-ins planned." />
        </p>
      ) : (
        <ul className="safety-plans">
          {status.plans.map((plan) => (
            <li key={plan.id} data-testid="check-in-plan">
              <strong>{scheduleText(intl, plan.schedule, plan.next?.timeZone ?? zone)}</strong>
              <span className="muted">
                {plan.next
                  ? deadlineText(intl, plan.next)
                  : intl.formatMessage({
                      id: 'safety.status.waiting',
                      defaultMessage: 'Missed: your contacts were told. Check in to end it.',
                    })}
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={end.isPending}
                onClick={() => end.mutate(plan.id, { onError: (error) => toast.error(errorText(intl, error)) })}
              >
                <FormattedMessage id="safety.status.end" defaultMessage="End" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImOkButton variant="card" />
    </section>
  );
}

function SafetyCheckSection({ check }: { readonly check: CheckInStatus['safetyCheck'] }) {
  const intl = useIntl();
  const change = useChangeSafetyCheck();
  return (
    <section className="card safety-section" aria-labelledby="safety-check-title">
      <h2 id="safety-check-title">
        <FormattedMessage id="safety.check.title" defaultMessage="After a disaster" />
      </h2>
      <SwitchField
        label={intl.formatMessage({ id: 'safety.check.switch', defaultMessage: 'Ask me if I am safe' })}
        description={intl.formatMessage(
          {
            id: 'safety.check.text',
            defaultMessage:
              'When an official alert (USGS, GDACS) touches the city where you are, you are asked "Are you safe?". No answer within {minutes} minutes: your contacts are told.',
          },
          { minutes: check.graceMinutes },
        )}
        name="safetyCheck"
        checked={check.on}
        busy={change.isPending}
        onChange={(on) => change.mutate({ on }, { onError: (error) => toast.error(errorText(intl, error)) })}
      />
    </section>
  );
}
