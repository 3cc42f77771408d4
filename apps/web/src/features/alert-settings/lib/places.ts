/** How a monitored place's radius and trip read in the page's language, and the radii she can choose from. */
import type { IntlShape } from 'react-intl';
import { MONITOR_POINT_RADIUS_DEFAULT_METRES, type MonitoredPlace } from '@safetrails/contracts';
import { formatDay } from '@/lib/format-date';

/** null: a city's own area (the alerts its page lists). */
export const RADIUS_CHOICES: readonly (number | null)[] = [
  null,
  1000,
  5000,
  10_000,
  25_000,
  50_000,
  100_000,
  250_000,
  500_000,
];

/** "The city itself", "25 km around it". */
export function radiusLabel(intl: IntlShape, radius: number | null, kind: MonitoredPlace['kind']): string {
  if (radius === null && kind !== 'point')
    return intl.formatMessage({ id: 'alertSettings.radius.city', defaultMessage: 'The city itself' });
  const metres = radius ?? MONITOR_POINT_RADIUS_DEFAULT_METRES;
  const distance =
    metres < 1000
      ? intl.formatNumber(metres, { style: 'unit', unit: 'meter' })
      : intl.formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer' });
  return intl.formatMessage(
    { id: 'alertSettings.radius.around', defaultMessage: '{distance} around it' },
    { distance },
  );
}

/** The radii a place can take: a point has no "city itself". */
export function radiusChoices(kind: MonitoredPlace['kind']): readonly (number | null)[] {
  return kind === 'point' ? RADIUS_CHOICES.filter((radius) => radius !== null) : RADIUS_CHOICES;
}

/** "Always", or "10 Dec 2026 to 20 Dec 2026 (alerts from a week before)". */
export function tripLabel(intl: IntlShape, trip: MonitoredPlace['trip']): string {
  if (!trip) return intl.formatMessage({ id: 'alertSettings.trip.always', defaultMessage: 'Always' });
  // English keeps the app's day-month-year ("10 Dec 2026"); another language its own order.
  const day = (date: string) =>
    intl.locale === 'en'
      ? formatDay(`${date}T12:00:00Z`, { utc: true })
      : intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return intl.formatMessage(
    { id: 'alertSettings.trip.dates', defaultMessage: '{start} to {end} (alerts from a week before)' },
    { start: day(trip.start), end: day(trip.end) },
  );
}

/** A trip's stop is `trip-<tripId>-<n>`: the trip's page is where it changes. */
export function tripOfPlace(place: Pick<MonitoredPlace, 'id' | 'kind'>): string | null {
  return place.kind === 'trip-stop' ? (/^trip-([0-9a-f-]{36})-\d+$/.exec(place.id)?.[1] ?? null) : null;
}

export function kindBadge(intl: IntlShape, kind: MonitoredPlace['kind']): string {
  return intl.formatMessage(
    {
      id: 'alertSettings.placeKind',
      defaultMessage: '{kind, select, saved_city {Saved city} trip_stop {Trip stop} city {City} other {Your point}}',
    },
    { kind: kind.replace(/-/g, '_') },
  );
}
