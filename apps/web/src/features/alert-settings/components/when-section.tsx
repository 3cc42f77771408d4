/**
 * When alerts may reach her: quiet hours (in the place's own time, or hers), with critical alerts
 * let through unless she says otherwise, and low-severity alerts once a day in a digest.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AlertSettings, QuietHours } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { useChangeAlertSettings } from '../api/alert-settings';
import { zoneName } from '../lib/alert-settings-words';
import { useSettingToasts } from '../lib/saved-toast';

const DEFAULT_QUIET: QuietHours = { start: '22:00', end: '07:00', zone: 'place' };

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

export function WhenSection({ userId, settings }: { readonly userId: string; readonly settings: AlertSettings }) {
  const intl = useIntl();
  const { savedWith, settingSaved, settingRefused } = useSettingToasts();
  const change = useChangeAlertSettings(userId);
  const [draft, setDraft] = useState<QuietHours>(settings.quietHours ?? DEFAULT_QUIET);
  const homeZone = settings.homeTimeZone ?? browserTimeZone();
  const save = (quietHours: QuietHours | null, what: string) =>
    change.mutate(
      {
        quietHours,
        // Her own zone is kept only when her quiet hours are counted in it.
        ...(quietHours?.zone === 'home' && homeZone ? { homeTimeZone: homeZone } : {}),
      },
      savedWith(what),
    );
  return (
    <section className="card alert-settings-section" aria-labelledby="when-title">
      <h2 id="when-title">
        <FormattedMessage id="alertSettings.when" defaultMessage="When" />
      </h2>
      <SwitchField
        label={intl.formatMessage({ id: 'alertSettings.quiet', defaultMessage: 'Quiet hours' })}
        description={intl.formatMessage({
          id: 'alertSettings.quiet.text',
          defaultMessage: 'Push and email wait until they end; the bell still shows everything.',
        })}
        name="quietHours"
        checked={settings.quietHours !== null}
        busy={change.isPending}
        onChange={(checked) =>
          save(
            checked ? draft : null,
            intl.formatMessage(
              { id: 'alertSettings.quiet.saved', defaultMessage: 'Quiet hours {on, select, yes {on} other {off}}.' },
              { on: checked ? 'yes' : 'no' },
            ),
          )
        }
      />
      {settings.quietHours !== null && (
        <form
          className="alert-settings-quiet"
          onSubmit={(event) => {
            event.preventDefault();
            save(
              draft,
              intl.formatMessage(
                { id: 'alertSettings.quiet.from', defaultMessage: 'Quiet hours from {start} to {end}.' },
                { start: draft.start, end: draft.end },
              ),
            );
          }}
        >
          <label>
            <FormattedMessage id="alertSettings.quiet.start" defaultMessage="From" />
            <input
              type="time"
              className="field-input"
              value={draft.start}
              required
              onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            />
          </label>
          <label>
            <FormattedMessage id="alertSettings.quiet.end" defaultMessage="To" />
            <input
              type="time"
              className="field-input"
              value={draft.end}
              required
              onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            />
          </label>
          <fieldset>
            <legend>
              <FormattedMessage id="alertSettings.quiet.zone" defaultMessage="In" />
            </legend>
            <label className="checkbox">
              <input
                type="radio"
                name="zone"
                checked={draft.zone === 'place'}
                onChange={() => setDraft({ ...draft, zone: 'place' })}
              />
              <FormattedMessage id="alertSettings.quiet.placeTime" defaultMessage="the place's own time" />
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name="zone"
                checked={draft.zone === 'home'}
                onChange={() => setDraft({ ...draft, zone: 'home' })}
              />
              <FormattedMessage
                id="alertSettings.quiet.myTime"
                defaultMessage="{zone, select, none {my time} other {my time ({zone})}}"
                values={{ zone: homeZone ? zoneName(homeZone) : 'none' }}
              />
            </label>
          </fieldset>
          <button type="submit" className="btn btn-small btn-primary" disabled={change.isPending}>
            <FormattedMessage id="alertSettings.quiet.save" defaultMessage="Save quiet hours" />
          </button>
        </form>
      )}
      <SwitchField
        label={intl.formatMessage({
          id: 'alertSettings.critical',
          defaultMessage: 'Always let critical alerts through',
        })}
        description={intl.formatMessage({
          id: 'alertSettings.critical.text',
          defaultMessage:
            "A critical alert (an earthquake PAGER red, a GDACS red alert, a government's 'do not travel') comes at any hour.",
        })}
        name="alwaysCritical"
        checked={settings.alwaysCritical}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { alwaysCritical: checked },
            savedWith(
              intl.formatMessage(
                {
                  id: 'alertSettings.critical.saved',
                  defaultMessage: 'Critical alerts {on, select, yes {come through} other {wait for}} quiet hours.',
                },
                { on: checked ? 'yes' : 'no' },
              ),
            ),
          )
        }
      />
      <SwitchField
        label={intl.formatMessage({
          id: 'alertSettings.digest',
          defaultMessage: 'Daily digest for low-severity alerts',
        })}
        description={intl.formatMessage(
          {
            id: 'alertSettings.digest.text',
            defaultMessage:
              'Low-severity alerts come together once a day, at 8:00 {zone, select, utc {UTC} other {{zone} time}}, instead of one by one.',
          },
          { zone: settings.homeTimeZone ? zoneName(settings.homeTimeZone) : 'utc' },
        )}
        name="digestLow"
        checked={settings.digestLow}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { digestLow: checked },
            {
              onSuccess: () =>
                settingSaved(
                  intl.formatMessage(
                    {
                      id: 'alertSettings.digest.saved',
                      defaultMessage:
                        '{on, select, yes {Low-severity alerts in a daily digest.} other {Low-severity alerts one by one.}}',
                    },
                    { on: checked ? 'yes' : 'no' },
                  ),
                ),
              onError: settingRefused,
            },
          )
        }
      />
      {homeZone && homeZone !== settings.homeTimeZone && (
        <div className="alert-settings-zone">
          <p className="muted">
            <FormattedMessage
              id="alertSettings.zone.text"
              defaultMessage="Your time zone is used for the digest and for quiet hours in your time, and kept private like your profile."
            />
          </p>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { homeTimeZone: homeZone },
                savedWith(
                  intl.formatMessage(
                    { id: 'alertSettings.zone.saved', defaultMessage: 'Your time zone: {zone}.' },
                    { zone: zoneName(homeZone) },
                  ),
                ),
              )
            }
          >
            <FormattedMessage
              id="alertSettings.zone.use"
              defaultMessage="Use this device's time zone ({zone})"
              values={{ zone: zoneName(homeZone) }}
            />
          </button>
        </div>
      )}
    </section>
  );
}
