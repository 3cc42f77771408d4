/** The countdown to the beta launch; once the date has passed it says the beta has launched. */
import { COUNTDOWN_TARGET_ISO } from '@safetrails/contracts';
import { Rocket } from 'lucide-react';
import { useCountdown } from '../hooks/use-countdown';
import { launchMonth } from './launch-month';

export function Countdown() {
  const { launched, days, hours, minutes, seconds } = useCountdown(COUNTDOWN_TARGET_ISO);

  if (launched) {
    return (
      <div className="countdown countdown-launched" data-testid="countdown">
        <Rocket aria-hidden="true" size={28} />
        <div>
          <p className="countdown-title">The beta has launched!</p>
          <p className="countdown-note">Invitations go out in waitlist order. Join now to get yours.</p>
        </div>
      </div>
    );
  }

  const units = [
    { value: days, label: 'Days' },
    { value: hours, label: 'Hours' },
    { value: minutes, label: 'Minutes' },
    { value: seconds, label: 'Seconds' },
  ];
  return (
    <div className="countdown" data-testid="countdown">
      <p className="countdown-title">Beta launches {launchMonth()}</p>
      <div
        className="countdown-units"
        role="timer"
        aria-label={`${days} days, ${hours} hours and ${minutes} minutes until the beta launch`}
      >
        {units.map((unit) => (
          <div key={unit.label} className="countdown-unit" aria-hidden="true">
            <span className="countdown-value">{String(unit.value).padStart(2, '0')}</span>
            <span className="countdown-label">{unit.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
