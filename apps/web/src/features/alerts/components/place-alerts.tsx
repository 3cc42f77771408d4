/**
 * A destination's or a country's active alerts: its own and every official alert whose area reaches
 * it (an earthquake's felt area, a storm's track, a government's change of its advice for the
 * country), newest first, kept live over the change stream. Nothing is drawn while they load; a
 * place with none says so in one line.
 */
import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNow } from '@/lib/use-now';
import type { AlertSource } from '../api/alert-keys';
import { useAlerts } from '../api/get-alerts';
import { AlertCard } from './alert-card';
import '@/styles/alerts.css';

const RELATIVE_TIME_TICK_MS = 30_000;
const GAP = ' ';

export function PlaceAlerts({ source, name }: { readonly source: AlertSource; readonly name: string }) {
  const intl = useIntl();
  const alerts = useAlerts(source);
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const headingId = useId();
  if (!alerts.isSuccess) return null;
  const active = alerts.data.filter((alert) => alert.isActive);
  return (
    <section id="place-alerts" className="place-alerts" aria-labelledby={headingId} data-testid="place-alerts">
      <h2 id={headingId} className="destination-section-title">
        <BellRing aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'alerts.for', defaultMessage: 'Alerts for {place}' }, { place: name })}
      </h2>
      {active.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'alerts.noneFor',
              defaultMessage:
                'No active alerts for {place}: none from travellers, moderators, USGS, GDACS or the governments we follow.',
            },
            { place: name },
          )}
        </p>
      ) : (
        <ul>
          {active.map((alert) => (
            <li key={alert.id} id={`alert-${alert.id}`} className="place-alerts-item">
              <AlertCard alert={alert} now={now} showMap={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
