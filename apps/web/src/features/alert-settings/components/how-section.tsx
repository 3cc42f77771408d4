/**
 * How alerts reach her: the bell in the app (always on, silent), push to this device (the browser
 * asks for permission only when she turns it on), email to her account's address once she has
 * confirmed it by a link, and SMS, which says why it is not there yet.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BellRing, Mail, MessageSquare, Smartphone } from 'lucide-react';
import type { AlertSettings } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import {
  useAddPushDevice,
  useChangeAlertSettings,
  useRemovePushDevice,
  useRequestEmailConfirmation,
} from '../api/alert-settings';
import {
  PushUnavailableError,
  subscribeThisDevice,
  thisDeviceId,
  unsubscribeThisDevice,
} from '../lib/push-subscription';
import { pushProblem } from '../lib/alert-settings-words';
import { useSettingToasts } from '../lib/saved-toast';

interface HowSectionProps {
  readonly userId: string;
  readonly settings: AlertSettings;
}

export function HowSection({ userId, settings }: HowSectionProps) {
  const intl = useIntl();
  return (
    <section className="card alert-settings-section" aria-labelledby="how-title">
      <h2 id="how-title">
        <FormattedMessage id="alertSettings.how" defaultMessage="How" />
      </h2>
      <ul className="alert-settings-channels">
        <li>
          <BellRing aria-hidden="true" size={20} />
          <div>
            <SwitchField
              label={intl.formatMessage({ id: 'alertSettings.inApp', defaultMessage: 'In the app' })}
              description={intl.formatMessage({
                id: 'alertSettings.inApp.text',
                defaultMessage: 'The bell at the top of every page. Always on: it makes no sound.',
              })}
              checked
              busy
              onChange={() => undefined}
            />
          </div>
        </li>
        <li>
          <Smartphone aria-hidden="true" size={20} />
          <PushChannel userId={userId} settings={settings} />
        </li>
        <li>
          <Mail aria-hidden="true" size={20} />
          <EmailChannel userId={userId} settings={settings} />
        </li>
        <li>
          <MessageSquare aria-hidden="true" size={20} />
          <div className="switch-row">
            <div>
              <p className="switch-label">
                <FormattedMessage id="alertSettings.sms" defaultMessage="SMS" />
                <span className="alerts-coming-soon">
                  <FormattedMessage id="alertSettings.comingSoon" defaultMessage="Coming Soon" />
                </span>
              </p>
              <p className="switch-description">
                <FormattedMessage
                  id="alertSettings.sms.text"
                  defaultMessage="SMS alerts need a text-message provider, and none is configured for SafeTrails yet."
                />
              </p>
            </div>
          </div>
        </li>
      </ul>
    </section>
  );
}

function PushChannel({ userId, settings }: HowSectionProps) {
  const intl = useIntl();
  const { savedWith, settingRefused, settingSaved } = useSettingToasts();
  const add = useAddPushDevice(userId);
  const remove = useRemovePushDevice(userId);
  const change = useChangeAlertSettings(userId);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  useEffect(() => {
    void thisDeviceId().then(setThisDevice, () => setThisDevice(null));
  }, [settings.pushDevices.length]);
  const onThisDevice = thisDevice !== null && settings.pushDevices.some((device) => device.id === thisDevice);
  const busy = asking || add.isPending || remove.isPending || change.isPending;

  const turnOn = async () => {
    setProblem(null);
    setAsking(true);
    try {
      const subscription = await subscribeThisDevice(settings.pushPublicKey);
      await add.mutateAsync(subscription);
      settingSaved(
        intl.formatMessage({ id: 'alertSettings.push.onHere', defaultMessage: 'Push is on for this device.' }),
      );
    } catch (error) {
      if (error instanceof PushUnavailableError) setProblem(pushProblem(intl, error.reason));
      else settingRefused(error as Error);
    } finally {
      setAsking(false);
    }
  };
  const turnOff = async () => {
    try {
      if (thisDevice) await remove.mutateAsync(thisDevice);
      await unsubscribeThisDevice().catch(() => undefined);
      settingSaved(
        intl.formatMessage({ id: 'alertSettings.push.offHere', defaultMessage: 'Push is off for this device.' }),
      );
    } catch (error) {
      settingRefused(error as Error);
    }
  };

  return (
    <div>
      <SwitchField
        label={intl.formatMessage({ id: 'alertSettings.push', defaultMessage: 'Push to this device' })}
        description={intl.formatMessage(
          {
            id: 'alertSettings.push.text',
            defaultMessage:
              '{available, select, no {Push alerts are not set up on this server.} other {A notification on this phone or computer, even with SafeTrails closed.}}',
          },
          { available: settings.pushPublicKey === '' ? 'no' : 'yes' },
        )}
        name="push"
        checked={onThisDevice}
        busy={busy || settings.pushPublicKey === ''}
        onChange={(checked) => void (checked ? turnOn() : turnOff())}
      />
      {asking && (
        <p className="muted" role="status">
          <FormattedMessage id="alertSettings.push.asking" defaultMessage="Asking your browser…" />
        </p>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {settings.pushDevices.length > 0 && (
        <ul
          className="alert-settings-devices"
          aria-label={intl.formatMessage({ id: 'alertSettings.push.devices', defaultMessage: 'Devices with push on' })}
        >
          {settings.pushDevices.map((device) => (
            <li key={device.id}>
              <span>
                <FormattedMessage
                  id="alertSettings.push.device"
                  defaultMessage="{device}{here, select, yes {<muted> (this device)</muted>} other {}}"
                  values={{
                    device: device.device,
                    here: device.id === thisDevice ? 'yes' : 'no',
                    muted: (text) => <span className="muted">{text}</span>,
                  }}
                />
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                onClick={() =>
                  remove.mutate(
                    device.id,
                    savedWith(
                      intl.formatMessage(
                        { id: 'alertSettings.push.offFor', defaultMessage: 'Push is off for {device}.' },
                        { device: device.device },
                      ),
                    ),
                  )
                }
              >
                <FormattedMessage
                  id="alertSettings.push.turnOff"
                  defaultMessage="Turn off<hidden> push for {device}</hidden>"
                  values={{ device: device.device, hidden: (text) => <span className="visually-hidden">{text}</span> }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {settings.pushDevices.length > 0 && !settings.channels.push && (
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() =>
            change.mutate(
              { push: true },
              savedWith(intl.formatMessage({ id: 'alertSettings.push.on', defaultMessage: 'Push is on.' })),
            )
          }
        >
          <FormattedMessage id="alertSettings.push.backOn" defaultMessage="Turn push back on" />
        </button>
      )}
    </div>
  );
}

function EmailChannel({ userId, settings }: HowSectionProps) {
  const intl = useIntl();
  const { savedWith } = useSettingToasts();
  const change = useChangeAlertSettings(userId);
  const confirm = useRequestEmailConfirmation(userId);
  const { email } = settings;
  const state = !email.address
    ? 'none'
    : email.bounced
      ? 'bounced'
      : email.confirmed
        ? 'confirmed'
        : email.confirmationSent
          ? 'sent'
          : 'unconfirmed';
  const status = intl.formatMessage(
    {
      id: 'alertSettings.email.status',
      defaultMessage:
        '{state, select, none {Your account has no email address.} bounced {Mail to {address} was refused: confirm it again to resume.} confirmed {To {address}, confirmed.} sent {We sent a confirmation link to {address}: open it to start.} other {To {address}, once you confirm it by a link.}}',
    },
    { state, address: email.address ?? '' },
  );
  return (
    <div>
      <SwitchField
        label={intl.formatMessage({ id: 'alertSettings.email', defaultMessage: 'Email' })}
        description={status}
        name="email"
        checked={settings.channels.email}
        busy={change.isPending || !email.address}
        onChange={(checked) =>
          change.mutate(
            { email: checked },
            savedWith(
              intl.formatMessage(
                { id: 'alertSettings.email.saved', defaultMessage: 'Email alerts {on, select, yes {on} other {off}}.' },
                { on: checked ? 'yes' : 'no' },
              ),
            ),
          )
        }
      />
      {settings.channels.email && email.address && (!email.confirmed || email.bounced) && (
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              undefined,
              savedWith(
                intl.formatMessage(
                  {
                    id: 'alertSettings.email.linkSent',
                    defaultMessage: 'A confirmation link is on its way to {address}.',
                  },
                  { address: email.address },
                ),
              ),
            )
          }
        >
          {intl.formatMessage(
            {
              id: 'alertSettings.email.send',
              defaultMessage: '{again, select, yes {Send the link again} other {Send a confirmation link}}',
            },
            { again: email.confirmationSent ? 'yes' : 'no' },
          )}
        </button>
      )}
    </div>
  );
}
