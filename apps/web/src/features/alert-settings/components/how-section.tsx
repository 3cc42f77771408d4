/**
 * How alerts reach her: the bell in the app (always on, silent), push to this device (the browser
 * asks for permission only when she turns it on), email to her account's address once she has
 * confirmed it by a link, and SMS, which says why it is not there yet.
 */
import { useEffect, useState } from 'react';
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
import { savedWith, settingRefused, settingSaved } from '../lib/saved-toast';

interface HowSectionProps {
  readonly userId: string;
  readonly settings: AlertSettings;
}

export function HowSection({ userId, settings }: HowSectionProps) {
  return (
    <section className="card alert-settings-section" aria-labelledby="how-title">
      <h2 id="how-title">How</h2>
      <ul className="alert-settings-channels">
        <li>
          <BellRing aria-hidden="true" size={20} />
          <div>
            <SwitchField
              label="In the app"
              description="The bell at the top of every page. Always on: it makes no sound."
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
                SMS <span className="alerts-coming-soon">Coming Soon</span>
              </p>
              <p className="switch-description">{settings.sms.reason}</p>
            </div>
          </div>
        </li>
      </ul>
    </section>
  );
}

function PushChannel({ userId, settings }: HowSectionProps) {
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
      settingSaved('Push is on for this device.');
    } catch (error) {
      if (error instanceof PushUnavailableError) setProblem(error.message);
      else settingRefused(error as Error);
    } finally {
      setAsking(false);
    }
  };
  const turnOff = async () => {
    try {
      if (thisDevice) await remove.mutateAsync(thisDevice);
      await unsubscribeThisDevice().catch(() => undefined);
      settingSaved('Push is off for this device.');
    } catch (error) {
      settingRefused(error as Error);
    }
  };

  return (
    <div>
      <SwitchField
        label="Push to this device"
        description={
          settings.pushPublicKey === ''
            ? 'Push alerts are not set up on this server.'
            : 'A notification on this phone or computer, even with SafeTrails closed.'
        }
        name="push"
        checked={onThisDevice}
        busy={busy || settings.pushPublicKey === ''}
        onChange={(checked) => void (checked ? turnOn() : turnOff())}
      />
      {asking && (
        <p className="muted" role="status">
          Asking your browser…
        </p>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {settings.pushDevices.length > 0 && (
        <ul className="alert-settings-devices" aria-label="Devices with push on">
          {settings.pushDevices.map((device) => (
            <li key={device.id}>
              <span>
                {device.device}
                {device.id === thisDevice && <span className="muted"> (this device)</span>}
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                onClick={() => remove.mutate(device.id, savedWith(`Push is off for ${device.device}.`))}
              >
                Turn off<span className="visually-hidden"> push for {device.device}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {settings.pushDevices.length > 0 && !settings.channels.push && (
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => change.mutate({ push: true }, savedWith('Push is on.'))}
        >
          Turn push back on
        </button>
      )}
    </div>
  );
}

function EmailChannel({ userId, settings }: HowSectionProps) {
  const change = useChangeAlertSettings(userId);
  const confirm = useRequestEmailConfirmation(userId);
  const { email } = settings;
  const status = !email.address
    ? 'Your account has no email address.'
    : email.bounced
      ? `Mail to ${email.address} was refused: confirm it again to resume.`
      : email.confirmed
        ? `To ${email.address}, confirmed.`
        : email.confirmationSent
          ? `We sent a confirmation link to ${email.address}: open it to start.`
          : `To ${email.address}, once you confirm it by a link.`;
  return (
    <div>
      <SwitchField
        label="Email"
        description={status}
        name="email"
        checked={settings.channels.email}
        busy={change.isPending || !email.address}
        onChange={(checked) => change.mutate({ email: checked }, savedWith(`Email alerts ${checked ? 'on' : 'off'}.`))}
      />
      {settings.channels.email && email.address && (!email.confirmed || email.bounced) && (
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(undefined, savedWith(`A confirmation link is on its way to ${email.address}.`))}
        >
          {email.confirmationSent ? 'Send the link again' : 'Send a confirmation link'}
        </button>
      )}
    </div>
  );
}
