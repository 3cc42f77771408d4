import {
  ALERT_SEVERITY_LABELS,
  ALERT_TYPE_LABELS,
  COMMUNITY_UNVERIFIED_LABEL,
  OFFICIAL_ALERT_KIND_LABELS,
} from '@safetrails/contracts';
import type { NotificationWords } from './words-shape';
import { lowerFirst } from './word-helpers';

export const en: NotificationWords = {
  intlLocale: 'en-GB',
  // The contracts' English names, the same the console and the API use.
  severities: ALERT_SEVERITY_LABELS,
  types: ALERT_TYPE_LABELS,
  kinds: OFFICIAL_ALERT_KIND_LABELS,
  official: (source) => `Official: ${source}`,
  verified: 'Verified by a SafeTrails moderator',
  unverified: COMMUNITY_UNVERIFIED_LABEL,
  labelled: (label, value) => `${label}: ${value}`,
  inPlace: (place) => (place ? `in ${place}` : 'near one of your places'),
  fromPlace: (distance, place) => `${distance} from ${place ?? 'one of your places'}`,
  localTime: (local, zone, utc) => `${local} local time (${zone}); ${utc}`,
  severityAlert: (severity, update) => `${update ? 'Updated · ' : ''}${severity} alert`,
  subject: (alert, what, where) => `${alert}: ${lowerFirst(what)} ${where}`,
  pushTitle: (alert, what, where) => `${alert}: ${what} ${where}`,
  lead: (what, where) => `${what} ${where}, a place you monitor.`,
  updatedLead: (what, where) => `The ${lowerFirst(what)} ${where} we told you about has been updated.`,
  says: (organisation) => `${organisation} says:`,
  severity: 'Severity',
  sourceScale: (scale) => `(the source's own scale: ${scale})`,
  when: 'When',
  source: 'Source',
  licence: 'Licence',
  openAlert: 'Open the alert',
  why: (place) =>
    place
      ? `You get this because ${place} is one of the places you monitor on SafeTrails.`
      : 'You get this because the alert reaches one of the places you monitor on SafeTrails.',
  changeSettings: 'Change what you get and when',
  unsubscribe: 'Unsubscribe',
  confirmation: {
    subject: 'Confirm your address for SafeTrails alerts',
    asked: 'You asked SafeTrails to email you safety alerts for the places you monitor.',
    confirm: 'Confirm this address',
    expiry: 'The link works for 7 days. If you did not ask for this, ignore this message: nothing will be sent.',
  },
  digest: {
    count: (count) => `${count} low-severity ${count === 1 ? 'alert' : 'alerts'} for your places`,
    // The day as the spec's digest gives it, unambiguous in English: 2026-11-28.
    day: (isoDay) => isoDay,
    subject: (count, day) => `${count} (${day})`,
    intro: (day) => `Your daily digest of low-severity alerts for the places you monitor, ${day}:`,
    open: 'Open',
    oneByOne: 'Get them one by one instead, or change what you get',
    pushBody: 'Your daily digest from SafeTrails',
    pushSource: 'SafeTrails daily digest',
  },
};
