/** What she wants to hear about: the least severe alert that reaches her, the kinds, and unverified reports. */
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ALERT_SEVERITIES,
  NOTIFICATION_KINDS,
  type AlertSettings,
  type AlertSeverity,
  type NotificationKind,
} from '@safetrails/contracts';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useChangeAlertSettings } from '../api/alert-settings';
import { atLeastName, kindName } from '../lib/alert-settings-words';
import { useSettingToasts } from '../lib/saved-toast';

export function WhatSection({ userId, settings }: { readonly userId: string; readonly settings: AlertSettings }) {
  const intl = useIntl();
  const { savedWith } = useSettingToasts();
  const change = useChangeAlertSettings(userId);
  const atLeast = Object.fromEntries(
    ALERT_SEVERITIES.map((severity) => [severity, atLeastName(intl, severity)]),
  ) as Record<AlertSeverity, string>;
  const toggleKind = (kind: NotificationKind, on: boolean) => {
    const kinds = on ? [...settings.kinds, kind] : settings.kinds.filter((candidate) => candidate !== kind);
    change.mutate(
      { kinds: NOTIFICATION_KINDS.filter((candidate) => kinds.includes(candidate)) },
      savedWith(
        intl.formatMessage(
          { id: 'alertSettings.kind.saved', defaultMessage: '{kind}: {on, select, yes {on} other {off}}.' },
          { kind: kindName(intl, kind), on: on ? 'yes' : 'no' },
        ),
      ),
    );
  };
  return (
    <section className="card alert-settings-section" aria-labelledby="what-title">
      <h2 id="what-title">
        <FormattedMessage id="alertSettings.what" defaultMessage="What" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'alertSettings.minimum', defaultMessage: 'Push and email for' })}
        note={intl.formatMessage({
          id: 'alertSettings.minimum.note',
          defaultMessage: 'the bell shows every alert for your places',
        })}
        options={[...ALERT_SEVERITIES].reverse()}
        optionLabels={atLeast}
        value={settings.minimumSeverity}
        onChange={(value) =>
          value &&
          change.mutate(
            { minimumSeverity: value },
            savedWith(
              intl.formatMessage(
                { id: 'alertSettings.minimum.saved', defaultMessage: 'Push and email for: {what}.' },
                { what: atLeast[value] },
              ),
            ),
          )
        }
        name="minimumSeverity"
      />
      <fieldset className="alert-settings-kinds" aria-busy={change.isPending}>
        <legend>
          <FormattedMessage id="alertSettings.kinds" defaultMessage="Kinds of alert" />
        </legend>
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
            {kindName(intl, kind)}
          </label>
        ))}
      </fieldset>
      <SwitchField
        label={intl.formatMessage({
          id: 'alertSettings.unverified',
          defaultMessage: 'Community reports before a moderator verifies them',
        })}
        description={intl.formatMessage({
          id: 'alertSettings.unverified.text',
          defaultMessage: "Off: a traveller's report reaches you once a moderator has verified it.",
        })}
        name="includeUnverified"
        checked={settings.includeUnverified}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { includeUnverified: checked },
            savedWith(
              intl.formatMessage(
                {
                  id: 'alertSettings.unverified.saved',
                  defaultMessage: 'Unverified community reports {on, select, yes {included} other {left out}}.',
                },
                { on: checked ? 'yes' : 'no' },
              ),
            ),
          )
        }
      />
      <p className="muted alert-settings-severity-note">
        <FormattedMessage
          id="alertSettings.severityNote"
          defaultMessage="Severity is ours on one scale (Critical, High, Medium, Low), with each source's own shown beside it on every alert."
        />
      </p>
    </section>
  );
}
