/**
 * When alerts may reach her: quiet hours (in the place's own time, or hers), with critical alerts
 * let through unless she says otherwise, and low-severity alerts once a day in a digest.
 */
import { useState } from 'react';
import type { AlertSettings, QuietHours } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { useChangeAlertSettings } from '../api/alert-settings';
import { savedWith, settingRefused, settingSaved } from '../lib/saved-toast';

const DEFAULT_QUIET: QuietHours = { start: '22:00', end: '07:00', zone: 'place' };

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

export function WhenSection({ userId, settings }: { readonly userId: string; readonly settings: AlertSettings }) {
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
      <h2 id="when-title">When</h2>
      <SwitchField
        label="Quiet hours"
        description="Push and email wait until they end; the bell still shows everything."
        name="quietHours"
        checked={settings.quietHours !== null}
        busy={change.isPending}
        onChange={(checked) => save(checked ? draft : null, checked ? 'Quiet hours on.' : 'Quiet hours off.')}
      />
      {settings.quietHours !== null && (
        <form
          className="alert-settings-quiet"
          onSubmit={(event) => {
            event.preventDefault();
            save(draft, `Quiet hours from ${draft.start} to ${draft.end}.`);
          }}
        >
          <label>
            From
            <input
              type="time"
              className="field-input"
              value={draft.start}
              required
              onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="time"
              className="field-input"
              value={draft.end}
              required
              onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            />
          </label>
          <fieldset>
            <legend>In</legend>
            <label className="checkbox">
              <input
                type="radio"
                name="zone"
                checked={draft.zone === 'place'}
                onChange={() => setDraft({ ...draft, zone: 'place' })}
              />
              the place&apos;s own time
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name="zone"
                checked={draft.zone === 'home'}
                onChange={() => setDraft({ ...draft, zone: 'home' })}
              />
              my time{homeZone ? ` (${homeZone.replace(/_/g, ' ')})` : ''}
            </label>
          </fieldset>
          <button type="submit" className="btn btn-small btn-primary" disabled={change.isPending}>
            Save quiet hours
          </button>
        </form>
      )}
      <SwitchField
        label="Always let critical alerts through"
        description="A critical alert (an earthquake PAGER red, a GDACS red alert, a government's 'do not travel') comes at any hour."
        name="alwaysCritical"
        checked={settings.alwaysCritical}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { alwaysCritical: checked },
            savedWith(`Critical alerts ${checked ? 'come through' : 'wait for'} quiet hours.`),
          )
        }
      />
      <SwitchField
        label="Daily digest for low-severity alerts"
        description={`Low-severity alerts come together once a day, at 8:00 ${
          settings.homeTimeZone ? `${settings.homeTimeZone.replace(/_/g, ' ')} time` : 'UTC'
        }, instead of one by one.`}
        name="digestLow"
        checked={settings.digestLow}
        busy={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { digestLow: checked },
            {
              onSuccess: () =>
                settingSaved(checked ? 'Low-severity alerts in a daily digest.' : 'Low-severity alerts one by one.'),
              onError: settingRefused,
            },
          )
        }
      />
      {homeZone && homeZone !== settings.homeTimeZone && (
        <div className="alert-settings-zone">
          <p className="muted">
            Your time zone is used for the digest and for quiet hours in your time, and kept private like your profile.
          </p>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={change.isPending}
            onClick={() => change.mutate({ homeTimeZone: homeZone }, savedWith(`Your time zone: ${homeZone}.`))}
          >
            Use this device&apos;s time zone ({homeZone.replace(/_/g, ' ')})
          </button>
        </div>
      )}
    </section>
  );
}
