/**
 * /safety-alerts/settings: where she wants to hear from, what about, how and when, and what she was
 * told (docs/NOTIFICATIONS.md). Each change is saved as it is made; the profile's notification
 * switches are the same settings.
 */
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { SwitchField } from '@/components/ui/switch-field';
import { useAlertSettings, useChangeAlertSettings } from '../api/alert-settings';
import { savedWith } from '../lib/saved-toast';
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
  const settings = useAlertSettings(userId);
  const change = useChangeAlertSettings(userId);
  if (settings.isPending) {
    return (
      <div className="container centered-page" role="status">
        <p className="lead">Loading your alert settings…</p>
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="container centered-page">
        <h1>Could not load your alert settings</h1>
        <p className="lead">Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void settings.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const current = settings.data;
  return (
    <div className="container alert-settings-page">
      <header className="alert-settings-header">
        <p className="eyebrow">
          <BellRing aria-hidden="true" size={14} /> <Link to="/safety-alerts">Safety alerts</Link>
        </p>
        <h1>Alert settings</h1>
        <p className="lead">
          Where, what, how and when SafeTrails tells you about alerts, also when the app is closed: earthquakes, storms
          and floods from USGS and GDACS, the governments&apos; changes of their advice, and verified reports.
        </p>
        <SwitchField
          label="Safety alerts"
          description={
            current.enabled
              ? 'On: alerts for your places reach you as set below.'
              : 'Off: no alert reaches you, not even the bell.'
          }
          name="enabled"
          checked={current.enabled}
          busy={change.isPending}
          onChange={(checked) =>
            change.mutate({ enabled: checked }, savedWith(`Safety alerts ${checked ? 'on' : 'off'}.`))
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
