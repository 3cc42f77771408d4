/**
 * The alerts page's side panel: how alerts reach her now (push, email, SMS), how many places she
 * monitors, and the way to her settings. SMS says why it is not there yet.
 */
import { Link } from 'react-router-dom';
import { Mail, MapPin, MessageSquare, Smartphone, type LucideIcon } from 'lucide-react';
import type { AlertSettings } from '@safetrails/contracts';
import { useAlertSettings } from '../api/alert-settings';

function lines(settings: AlertSettings): { label: string; icon: LucideIcon; text: string; soon?: boolean }[] {
  const { email } = settings;
  return [
    {
      label: 'Push',
      icon: Smartphone,
      text:
        settings.channels.push && settings.pushDevices.length > 0
          ? `On for ${settings.pushDevices.length} ${settings.pushDevices.length === 1 ? 'device' : 'devices'}.`
          : 'Off.',
    },
    {
      label: 'Email',
      icon: Mail,
      text: !settings.channels.email
        ? 'Off.'
        : email.confirmed
          ? `On, to ${email.address}.`
          : 'On once you confirm your address.',
    },
    { label: 'SMS', icon: MessageSquare, text: settings.sms.reason, soon: true },
    {
      label: 'Places and radius',
      icon: MapPin,
      text: `${settings.places.length} ${settings.places.length === 1 ? 'place' : 'places'} monitored, each with its own radius.`,
    },
  ];
}

export function AlertSettingsSummary({ userId }: { readonly userId: string }) {
  const settings = useAlertSettings(userId);
  return (
    <section className="card alerts-side-card" aria-labelledby="alerts-settings-title">
      <h2 id="alerts-settings-title" className="alerts-side-title">
        Alert settings
      </h2>
      {settings.data ? (
        <ul className="alerts-settings-list">
          {lines(settings.data).map(({ label, icon: Icon, text, soon }) => (
            <li key={label}>
              <Icon aria-hidden="true" size={18} />
              <span>
                <span className="alerts-settings-name">
                  <strong>{label}</strong>
                  {soon && <span className="alerts-coming-soon">Coming Soon</span>}
                </span>
                <span className="muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{settings.isError ? 'Could not load your settings.' : 'Loading…'}</p>
      )}
      <Link className="btn btn-small btn-primary" to="/safety-alerts/settings">
        Open alert settings
      </Link>
    </section>
  );
}
