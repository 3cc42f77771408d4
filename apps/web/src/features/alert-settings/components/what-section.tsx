/** What she wants to hear about: the least severe alert that reaches her, the kinds, and unverified reports. */
import {
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type AlertSettings,
  type AlertSeverity,
  type NotificationKind,
} from '@safetrails/contracts';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useChangeAlertSettings } from '../api/alert-settings';
import { savedWith } from '../lib/saved-toast';

const AT_LEAST: Readonly<Record<AlertSeverity, string>> = {
  low: 'Every alert (low and above)',
  medium: 'Medium and above',
  high: 'High and critical',
  critical: 'Critical only',
};

export function WhatSection({ userId, settings }: { readonly userId: string; readonly settings: AlertSettings }) {
  const change = useChangeAlertSettings(userId);
  const toggleKind = (kind: NotificationKind, on: boolean) => {
    const kinds = on ? [...settings.kinds, kind] : settings.kinds.filter((candidate) => candidate !== kind);
    change.mutate(
      { kinds: NOTIFICATION_KINDS.filter((candidate) => kinds.includes(candidate)) },
      savedWith(`${NOTIFICATION_KIND_LABELS[kind]}: ${on ? 'on' : 'off'}.`),
    );
  };
  return (
    <section className="card alert-settings-section" aria-labelledby="what-title">
      <h2 id="what-title">What</h2>
      <SelectField
        label="Push and email for"
        note="the bell shows every alert for your places"
        options={[...ALERT_SEVERITIES].reverse()}
        optionLabels={AT_LEAST}
        value={settings.minimumSeverity}
        onChange={(value) =>
          value &&
          change.mutate({ minimumSeverity: value }, savedWith(`Push and email for ${AT_LEAST[value].toLowerCase()}.`))
        }
        name="minimumSeverity"
      />
      <fieldset className="alert-settings-kinds" aria-busy={change.isPending}>
        <legend>Kinds of alert</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              name="kinds"
              value={kind}
              checked={settings.kinds.includes(kind)}
              onChange={(event) => toggleKind(kind, event.target.checked)}
              disabled={change.isPending}
            />
            {NOTIFICATION_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <SwitchField
        label="Community reports before a moderator verifies them"
        description="Off: a traveller's report reaches you once a moderator has verified it."
        name="includeUnverified"
        checked={settings.includeUnverified}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { includeUnverified: checked },
            savedWith(`Unverified community reports ${checked ? 'included' : 'left out'}.`),
          )
        }
      />
      <p className="muted alert-settings-severity-note">
        Severity is ours on one scale ({ALERT_SEVERITIES.map((severity) => ALERT_SEVERITY_LABELS[severity]).join(', ')}
        ), with each source&apos;s own shown beside it on every alert.
      </p>
    </section>
  );
}
