/**
 * Words two screens of her account share: the safety priorities she picks (profile, dashboard) and
 * the three notification switches (the profile's Notifications tab, the dashboard's summary).
 */
import { defineMessages, type IntlShape } from 'react-intl';
import type { AccountProfile, SafetyPriority } from '@safetrails/contracts';

const PRIORITIES = defineMessages({
  walkability: { id: 'priority.walkability', defaultMessage: 'Walkability' },
  publicTransport: { id: 'priority.publicTransport', defaultMessage: 'Public transport' },
  lowHarassment: { id: 'priority.lowHarassment', defaultMessage: 'Low harassment' },
  lowPettyCrime: { id: 'priority.lowPettyCrime', defaultMessage: 'Low petty crime' },
  medicalAccess: { id: 'priority.medicalAccess', defaultMessage: 'Medical access' },
  streetLighting: { id: 'priority.streetLighting', defaultMessage: 'Street lighting' },
} satisfies Record<SafetyPriority, unknown>);

export type NotificationSwitch = keyof AccountProfile['notifications'];

export const NOTIFICATION_SWITCHES: readonly NotificationSwitch[] = [
  'emailNotifications',
  'safetyAlerts',
  'travelTips',
];

const SWITCHES = defineMessages({
  emailNotifications: { id: 'profile.notifications.email', defaultMessage: 'Email notifications' },
  safetyAlerts: { id: 'profile.notifications.alerts', defaultMessage: 'Safety alerts' },
  travelTips: { id: 'profile.notifications.tips', defaultMessage: 'Travel tips' },
} satisfies Record<NotificationSwitch, unknown>);

/** "Low harassment". */
export function priorityName(intl: IntlShape, priority: SafetyPriority): string {
  return intl.formatMessage(PRIORITIES[priority]);
}

/** "Email notifications". */
export function notificationSwitchName(intl: IntlShape, key: NotificationSwitch): string {
  return intl.formatMessage(SWITCHES[key]);
}
