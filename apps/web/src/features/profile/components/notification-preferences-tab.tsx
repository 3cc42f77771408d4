/**
 * The Notifications tab: the language SafeTrails, its emails and notifications are written in, and
 * three switches, each saved as soon as it is flipped. While a save is in flight the switches show
 * the new value and hold; a failed save falls back to the saved values.
 */
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/ui/titled-section';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { LanguageChooser } from '@/components/layout/language-chooser';
import { SwitchField } from '@/components/ui/switch-field';
import type { AccountProfile } from '../api/get-account-profile';
import {
  useUpdateNotificationPreferences,
  type NotificationPreferencesInput,
} from '../api/update-notification-preferences';
import { rateLimitedMessage } from '@/lib/rate-limited';
import { NOTIFICATION_SWITCHES, notificationSwitchName } from '@/lib/account-words';

type NotificationKey = keyof NotificationPreferencesInput;

/** The same settings as the alert settings page (docs/NOTIFICATIONS.md): changed here, changed there. */
const DESCRIPTIONS = defineMessages({
  emailNotifications: {
    id: 'profile.notifications.email.text',
    defaultMessage: 'Safety alerts for your places by email, once you confirm your address in your alert settings.',
  },
  safetyAlerts: {
    id: 'profile.notifications.alerts.text',
    defaultMessage: 'Earthquakes, storms, unrest and advice changes around the places you save or monitor.',
  },
  travelTips: {
    id: 'profile.notifications.tips.text',
    defaultMessage: 'Advice from the community for the trips you plan, by email. SafeTrails sends none yet.',
  },
});

interface NotificationPreferencesTabProps {
  readonly userId: string;
  readonly profile: AccountProfile;
}

export function NotificationPreferencesTab({ userId, profile }: NotificationPreferencesTabProps) {
  const intl = useIntl();
  const languageNote = useId();
  const mutation = useUpdateNotificationPreferences(userId);
  const shown = mutation.isPending ? mutation.variables : profile.notifications;

  // One save at a time (the switches hold while one is in flight), so answers cannot cross.
  const flip = (key: NotificationKey, label: string, checked: boolean) =>
    mutation.mutate(
      { ...profile.notifications, [key]: checked },
      {
        onSuccess: () =>
          toast.success(
            intl.formatMessage({
              id: 'profile.notifications.saved',
              defaultMessage: 'Notification Preferences Updated',
            }),
            {
              description: intl.formatMessage(
                {
                  id: 'profile.notifications.turned',
                  defaultMessage: '{label} {on, select, yes {turned on} other {turned off}}.',
                },
                { label, on: checked ? 'yes' : 'no' },
              ),
            },
          ),
        onError: (error) =>
          toast.error(intl.formatMessage({ id: 'profile.updateFailed', defaultMessage: 'Update Failed' }), {
            description:
              rateLimitedMessage(error) ??
              intl.formatMessage({
                id: 'profile.notifications.failed',
                defaultMessage: 'There was an error updating your notification preferences.',
              }),
          }),
      },
    );

  return (
    <TitledSection
      look="tab"
      title={<FormattedMessage id="profile.notifications.title" defaultMessage="Notification Preferences" />}
    >
      <div className="profile-language">
        <LanguageChooser
          label={<FormattedMessage id="profile.language" defaultMessage="Language" />}
          describedBy={languageNote}
          testId="profile-language"
        />
        <p id={languageNote} className="field-hint">
          <FormattedMessage
            id="profile.language.text"
            defaultMessage="SafeTrails, your alert emails and your push notifications are written in it, on every device you sign in on. The governments' words stay as they wrote them."
          />
        </p>
      </div>
      <p className="tab-intro">
        <FormattedMessage
          id="profile.notifications.intro"
          defaultMessage="Choose what SafeTrails tells you about. Each change is saved straight away. Places, push to this device, quiet hours and more are in your <link>alert settings</link>."
          values={{ link: (text) => <Link to="/safety-alerts/settings">{text}</Link> }}
        />
      </p>
      <ul className="switch-list" aria-busy={mutation.isPending}>
        {NOTIFICATION_SWITCHES.map((key) => {
          const label = notificationSwitchName(intl, key);
          return (
            <li key={key}>
              <SwitchField
                label={label}
                description={intl.formatMessage(DESCRIPTIONS[key])}
                name={key}
                checked={shown[key]}
                busy={mutation.isPending}
                onChange={(checked) => flip(key, label, checked)}
              />
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
