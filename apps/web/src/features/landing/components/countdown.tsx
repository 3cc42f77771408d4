/** The countdown to the beta launch; once the date has passed it says the beta has launched. */
import { COUNTDOWN_TARGET_ISO } from '@safetrails/contracts';
import { Rocket } from 'lucide-react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useCountdown } from '../hooks/use-countdown';
import { useLaunchMonth } from './launch-month';

const messages = defineMessages({
  days: { id: 'landing.countdown.days', defaultMessage: 'Days' },
  hours: { id: 'landing.countdown.hours', defaultMessage: 'Hours' },
  minutes: { id: 'landing.countdown.minutes', defaultMessage: 'Minutes' },
  seconds: { id: 'landing.countdown.seconds', defaultMessage: 'Seconds' },
});

const timerLabel = defineMessage<{ days: number; hours: number; minutes: number }>({
  id: 'landing.countdown.timer',
  defaultMessage:
    '{days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}} until the beta launch',
});

export function Countdown() {
  const intl = useIntl();
  const month = useLaunchMonth();
  const { launched, days, hours, minutes, seconds } = useCountdown(COUNTDOWN_TARGET_ISO);

  if (launched) {
    return (
      <div className="countdown countdown-launched" data-testid="countdown">
        <Rocket aria-hidden="true" size={28} />
        <div>
          <p className="countdown-title">
            <FormattedMessage id="landing.countdown.launched" defaultMessage="The beta has launched!" />
          </p>
          <p className="countdown-note">
            <FormattedMessage
              id="landing.countdown.launchedNote"
              defaultMessage="Invitations go out in waitlist order. Join now to get yours."
            />
          </p>
        </div>
      </div>
    );
  }

  const units = [
    { value: days, label: messages.days },
    { value: hours, label: messages.hours },
    { value: minutes, label: messages.minutes },
    { value: seconds, label: messages.seconds },
  ];
  return (
    <div className="countdown" data-testid="countdown">
      <p className="countdown-title">
        <FormattedMessage id="landing.countdown.title" defaultMessage="Beta launches {month}" values={{ month }} />
      </p>
      <div
        className="countdown-units"
        role="timer"
        aria-label={intl.formatMessage(timerLabel, { days, hours, minutes })}
      >
        {units.map((unit) => (
          <div key={unit.label.id} className="countdown-unit" aria-hidden="true">
            <span className="countdown-value">{intl.formatNumber(unit.value, { minimumIntegerDigits: 2 })}</span>
            <span className="countdown-label">{intl.formatMessage(unit.label)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
