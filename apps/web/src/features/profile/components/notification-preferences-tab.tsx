/**
 * The Notifications tab: three switches, each saved as soon as it is flipped. While a save is in
 * flight the switches show the new value and hold; a failed save falls back to the saved values.
 */
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { SwitchField } from '@/components/ui/switch-field';
import type { AccountProfile } from '../api/get-account-profile';
import {
  useUpdateNotificationPreferences,
  type NotificationPreferencesInput,
} from '../api/update-notification-preferences';
import { rateLimitedMessage } from '@/lib/rate-limited';

type NotificationKey = keyof NotificationPreferencesInput;

/** The same settings as the alert settings page (docs/NOTIFICATIONS.md): changed here, changed there. */
const SWITCHES: readonly { readonly key: NotificationKey; readonly label: string; readonly description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Safety alerts for your places by email, once you confirm your address in your alert settings.',
  },
  {
    key: 'safetyAlerts',
    label: 'Safety alerts',
    description: 'Earthquakes, storms, unrest and advice changes around the places you save or monitor.',
  },
  {
    key: 'travelTips',
    label: 'Travel tips',
    description: 'Advice from the community for the trips you plan, by email. SafeTrails sends none yet.',
  },
];

interface NotificationPreferencesTabProps {
  readonly userId: string;
  readonly profile: AccountProfile;
}

export function NotificationPreferencesTab({ userId, profile }: NotificationPreferencesTabProps) {
  const mutation = useUpdateNotificationPreferences(userId);
  const shown = mutation.isPending ? mutation.variables : profile.notifications;

  // One save at a time (the switches hold while one is in flight), so answers cannot cross.
  const flip = (key: NotificationKey, label: string, checked: boolean) =>
    mutation.mutate(
      { ...profile.notifications, [key]: checked },
      {
        onSuccess: () =>
          toast.success('Notification Preferences Updated', {
            description: `${label} ${checked ? 'turned on' : 'turned off'}.`,
          }),
        onError: (error) =>
          toast.error('Update Failed', {
            description: rateLimitedMessage(error) ?? 'There was an error updating your notification preferences.',
          }),
      },
    );

  return (
    <section aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className="tab-title">
        Notification Preferences
      </h2>
      <p className="tab-intro">
        Choose what SafeTrails tells you about. Each change is saved straight away. Places, push to this device, quiet
        hours and more are in your <Link to="/safety-alerts/settings">alert settings</Link>.
      </p>
      <ul className="switch-list" aria-busy={mutation.isPending}>
        {SWITCHES.map(({ key, label, description }) => (
          <li key={key}>
            <SwitchField
              label={label}
              description={description}
              name={key}
              checked={shown[key]}
              busy={mutation.isPending}
              onChange={(checked) => flip(key, label, checked)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
