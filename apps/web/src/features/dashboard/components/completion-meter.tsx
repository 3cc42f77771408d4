/** How complete the traveller's profile is, 0-100, as a labelled bar with the whole percentage. */
import { useIntl } from 'react-intl';

export function CompletionMeter({ percent }: { readonly percent: number }) {
  const intl = useIntl();
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="dash-completion-meter"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'dashboard.completion', defaultMessage: 'Profile completion' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={intl.formatMessage(
        { id: 'dashboard.completion.value', defaultMessage: '{percent, number, ::percent} complete' },
        { percent: clamped / 100 },
      )}
    >
      <span className="dash-completion-meter-value">{intl.formatNumber(clamped / 100, { style: 'percent' })}</span>
      <span className="dash-completion-meter-track" aria-hidden="true">
        <span className="dash-completion-meter-fill" style={{ width: `${clamped}%` }} />
      </span>
    </div>
  );
}
