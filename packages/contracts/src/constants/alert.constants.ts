/** Safety alerts (spec part 1 sections 3, 5 and 9; spec part 2 "Safety alert (creation)" and "Alert form"). */

export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_TYPES = [
  'crime',
  'weather',
  'transportation',
  'health',
  'civil_unrest',
  'natural_disaster',
  'other',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_SEVERITY_LABELS: Readonly<Record<AlertSeverity, string>> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const ALERT_TYPE_LABELS: Readonly<Record<AlertType, string>> = {
  crime: 'Crime',
  weather: 'Weather',
  transportation: 'Transportation',
  health: 'Health',
  civil_unrest: 'Civil unrest',
  natural_disaster: 'Natural disaster',
  other: 'Other',
};

export const ALERT_TITLE_MIN_LENGTH = 5;
export const ALERT_TITLE_MAX_LENGTH = 150;
export const ALERT_CONTENT_MIN_LENGTH = 10;
export const ALERT_CONTENT_MAX_LENGTH = 5000;
export const ALERT_SOURCE_MAX_LENGTH = 200;
export const ALERT_REASON_MIN_LENGTH = 3;
export const ALERT_REASON_MAX_LENGTH = 500;

/** The form's defaults: severity medium, type other, radius 1000 metres. */
export const ALERT_FORM_DEFAULTS = { severity: 'medium', alertType: 'other', radius: 1000 } as const;
export const ALERT_RADIUS_MIN_METRES = 50;
export const ALERT_RADIUS_MAX_METRES = 100_000;

/** `GET /api/safety-alerts/nearby` radius default, in metres. */
export const NEARBY_RADIUS_DEFAULT_METRES = 5000;
export const NEARBY_RADIUS_MAX_METRES = 200_000;

/** The widget's polling, kept only as the fallback when the live stream drops. */
export const ALERT_POLLING_MS = 30_000;
/** The bell's badge shows '9+' above this. */
export const UNVIEWED_BADGE_CAP = 9;
/** Severity bar values (spec part 1 section 9). */
export const SEVERITY_BAR_VALUE: Readonly<Record<AlertSeverity, number>> = {
  critical: 100,
  high: 75,
  medium: 50,
  low: 25,
};
export const SEVERITY_BAR_UNKNOWN = 10;

/** Shown on an alert a traveller raised until a moderator verifies it. */
export const COMMUNITY_UNVERIFIED_LABEL = 'Community report, unverified';

/**
 * The organisations whose published alerts SafeTrails imports (docs/ALERTS.md): USGS earthquakes,
 * GDACS disasters, and the governments' own changes of their travel advice.
 */
export const OFFICIAL_ALERT_SOURCES = ['usgs', 'gdacs', 'advisories'] as const;
export type OfficialAlertSource = (typeof OFFICIAL_ALERT_SOURCES)[number];

export function isOfficialAlertSource(value: string): value is OfficialAlertSource {
  return (OFFICIAL_ALERT_SOURCES as readonly string[]).includes(value);
}

/** What an official alert is about: its icon and its default end (docs/ALERTS.md "When alerts end"). */
export const OFFICIAL_ALERT_KINDS = [
  'earthquake',
  'tropical_cyclone',
  'flood',
  'volcano',
  'drought',
  'wildfire',
  'travel_advice',
] as const;
export type OfficialAlertKind = (typeof OFFICIAL_ALERT_KINDS)[number];

export const OFFICIAL_ALERT_KIND_LABELS: Readonly<Record<OfficialAlertKind, string>> = {
  earthquake: 'Earthquake',
  tropical_cyclone: 'Tropical cyclone',
  flood: 'Flood',
  volcano: 'Volcano',
  drought: 'Drought',
  wildfire: 'Wildfire',
  travel_advice: 'Travel advice',
};

/** The raiser of official alerts in the log: no account, the system on the source's behalf. */
export const OFFICIAL_ALERT_RAISER = '00000000-0000-0000-0000-000000000000';

/** How each source is named on an alert: "Official: USGS" (never "community report"). */
export const OFFICIAL_SOURCE_SHORT_NAMES: Readonly<Record<OfficialAlertSource, string>> = {
  usgs: 'USGS',
  gdacs: 'GDACS',
  advisories: 'government travel advice',
};
