/**
 * /safety-alerts/settings: where she wants to hear from, what about, how and when, and what she was
 * told (docs/NOTIFICATIONS.md). Each change is saved as it is made; the profile's notification
 * switches are the same settings.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { SwitchField } from '@/components/ui/switch-field';
import { useAlertSettings, useChangeAlertSettings } from '../api/alert-settings';
import { useSettingToasts } from '../lib/saved-toast';
import { HistorySection } from './history-section';
import { HowSection } from './how-section';
import { PlacesSection } from './places-section';
import type { AddBasemap } from './point-picker';
import { WhatSection } from './what-section';
import { WhenSection } from './when-section';
import '@/styles/alert-settings.css';

interface AlertSettingsPageProps {
  readonly userId: string;
  readonly basemap: AddBasemap | null;
}

export function AlertSettingsPage({ userId, basemap }: AlertSettingsPageProps) {
  const intl = useIntl();
  const { savedWith } = useSettingToasts();
  const settings = useAlertSettings(userId);
  const change = useChangeAlertSettings(userId);
  if (settings.isPending) {
    return (
      <div className="container centered-page" role="status">
        <p className="lead">
          <FormattedMessage id="alertSettings.loading" defaultMessage="Loading your alert settings…" />
        </p>
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="container centered-page">
        <h1>
          <FormattedMessage id="alertSettings.loadFailed" defaultMessage="Could not load your alert settings" />
        </h1>
        <p className="lead">
          <FormattedMessage id="alertSettings.loadFailed.text" defaultMessage="Check your connection and try again." />
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void settings.refetch()}>
          <FormattedMessage id="emergency.tryAgain" defaultMessage="Try again" />
        </button>
      </div>
    );
  }
  const current = settings.data;
  return (
    <div className="container alert-settings-page">
      <header className="alert-settings-header">
        <p className="eyebrow">
          <BellRing aria-hidden="true" size={14} />
          <Link to="/safety-alerts">
            <FormattedMessage id="profile.notifications.alerts" defaultMessage="Safety alerts" />
          </Link>
        </p>
        <h1>
          <FormattedMessage id="alertSettings.title" defaultMessage="Alert settings" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="alertSettings.lead"
            defaultMessage="Where, what, how and when SafeTrails tells you about alerts, also when the app is closed: earthquakes, storms and floods from USGS and GDACS, the governments' changes of their advice, and verified reports."
          />
        </p>
        <SwitchField
          label={intl.formatMessage({ id: 'profile.notifications.alerts', defaultMessage: 'Safety alerts' })}
          description={intl.formatMessage(
            {
              id: 'alertSettings.enabled.text',
              defaultMessage:
                '{on, select, yes {On: alerts for your places reach you as set below.} other {Off: no alert reaches you, not even the bell.}}',
            },
            { on: current.enabled ? 'yes' : 'no' },
          )}
          name="enabled"
          checked={current.enabled}
          busy={change.isPending}
          onChange={(checked) =>
            change.mutate(
              { enabled: checked },
              savedWith(
                intl.formatMessage(
                  {
                    id: 'alertSettings.enabled.saved',
                    defaultMessage: 'Safety alerts {on, select, yes {on} other {off}}.',
                  },
                  { on: checked ? 'yes' : 'no' },
                ),
              ),
            )
          }
        />
      </header>
      <div className="alert-settings-grid">
        <PlacesSection userId={userId} settings={current} basemap={basemap} />
        <HowSection userId={userId} settings={current} />
        <WhatSection userId={userId} settings={current} />
        <WhenSection userId={userId} settings={current} />
      </div>
      <HistorySection userId={userId} />
    </div>
  );
}
