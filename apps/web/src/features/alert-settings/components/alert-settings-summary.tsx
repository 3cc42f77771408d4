/**
 * The alerts page's side panel: how alerts reach her now (push, email, SMS), how many places she
 * monitors, and the way to her settings. SMS says why it is not there yet.
 */
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { Mail, MapPin, MessageSquare, Smartphone, type LucideIcon } from 'lucide-react';
import type { AlertSettings } from '@safetrails/contracts';
import { useAlertSettings } from '../api/alert-settings';

function lines(
  intl: IntlShape,
  settings: AlertSettings,
): { key: string; label: string; icon: LucideIcon; text: string; soon?: boolean }[] {
  const { email } = settings;
  const off = intl.formatMessage({ id: 'alertSettings.summary.off', defaultMessage: 'Off.' });
  return [
    {
      key: 'push',
      label: intl.formatMessage({ id: 'alertSettings.summary.push', defaultMessage: 'Push' }),
      icon: Smartphone,
      text:
        settings.channels.push && settings.pushDevices.length > 0
          ? intl.formatMessage(
              {
                id: 'alertSettings.summary.push.on',
                defaultMessage: 'On for {count, plural, one {# device} other {# devices}}.',
              },
              { count: settings.pushDevices.length },
            )
          : off,
    },
    {
      key: 'email',
      label: intl.formatMessage({ id: 'alertSettings.email', defaultMessage: 'Email' }),
      icon: Mail,
      text: !settings.channels.email
        ? off
        : intl.formatMessage(
            {
              id: 'alertSettings.summary.email.on',
              defaultMessage: '{confirmed, select, yes {On, to {address}.} other {On once you confirm your address.}}',
            },
            { confirmed: email.confirmed ? 'yes' : 'no', address: email.address ?? '' },
          ),
    },
    {
      key: 'sms',
      label: intl.formatMessage({ id: 'alertSettings.sms', defaultMessage: 'SMS' }),
      icon: MessageSquare,
      text: intl.formatMessage({
        id: 'alertSettings.sms.text',
        defaultMessage: 'SMS alerts need a text-message provider, and none is configured for SafeTrails yet.',
      }),
      soon: true,
    },
    {
      key: 'places',
      label: intl.formatMessage({ id: 'alertSettings.summary.places', defaultMessage: 'Places and radius' }),
      icon: MapPin,
      text: intl.formatMessage(
        {
          id: 'alertSettings.summary.places.text',
          defaultMessage:
            '{count, plural, one {# place monitored} other {# places monitored}}, each with its own radius.',
        },
        { count: settings.places.length },
      ),
    },
  ];
}

export function AlertSettingsSummary({ userId }: { readonly userId: string }) {
  const intl = useIntl();
  const settings = useAlertSettings(userId);
  return (
    <section className="card alerts-side-card" aria-labelledby="alerts-settings-title">
      <h2 id="alerts-settings-title" className="alerts-side-title">
        <FormattedMessage id="alertSettings.title" defaultMessage="Alert settings" />
      </h2>
      {settings.data ? (
        <ul className="alerts-settings-list">
          {lines(intl, settings.data).map(({ key, label, icon: Icon, text, soon }) => (
            <li key={key}>
              <Icon aria-hidden="true" size={18} />
              <span>
                <span className="alerts-settings-name">
                  <strong>{label}</strong>
                  {soon && (
                    <span className="alerts-coming-soon">
                      <FormattedMessage id="alertSettings.comingSoon" defaultMessage="Coming Soon" />
                    </span>
                  )}
                </span>
                <span className="muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'alertSettings.summary.loading',
              defaultMessage: '{failed, select, yes {Could not load your settings.} other {Loading…}}',
            },
            { failed: settings.isError ? 'yes' : 'no' },
          )}
        </p>
      )}
      <Link className="btn btn-small btn-primary" to="/safety-alerts/settings">
        <FormattedMessage id="alertSettings.open" defaultMessage="Open alert settings" />
      </Link>
    </section>
  );
}
