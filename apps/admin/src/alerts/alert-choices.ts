/** Alert severities, types and statuses as the console's filters and fields name them. */
import { ALERT_SEVERITIES, ALERT_TYPES } from '@safetrails/contracts';

function humanise(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SEVERITY_CHOICES = ALERT_SEVERITIES.map((severity) => ({ id: severity, name: humanise(severity) }));
export const ALERT_TYPE_CHOICES = ALERT_TYPES.map((type) => ({ id: type, name: humanise(type) }));
export const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'expired', name: 'Expired' },
  { id: 'archived', name: 'Archived' },
];

/** Who published an alert: an official source (USGS, GDACS, a government) or travellers and moderators. */
export const ORIGIN_CHOICES = [
  { id: 'official', name: 'Official sources' },
  { id: 'people', name: 'Travellers and moderators' },
];
