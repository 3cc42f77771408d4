/** How a monitored place's radius and trip read, and the radii she can choose from. */
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

export function radiusLabel(radius: number | null, kind: MonitoredPlace['kind']): string {
  if (radius === null)
    return kind === 'point' ? `${MONITOR_POINT_RADIUS_DEFAULT_METRES / 1000} km around it` : 'The city itself';
  return radius < 1000 ? `${radius} m around it` : `${radius / 1000} km around it`;
}

/** The radii a place can take: a point has no "city itself". */
export function radiusChoices(kind: MonitoredPlace['kind']): readonly (number | null)[] {
  return kind === 'point' ? RADIUS_CHOICES.filter((radius) => radius !== null) : RADIUS_CHOICES;
}

export function tripLabel(trip: MonitoredPlace['trip']): string {
  if (!trip) return 'Always';
  return `${formatDay(`${trip.start}T12:00:00Z`, { utc: true })} to ${formatDay(`${trip.end}T12:00:00Z`, { utc: true })} (alerts from a week before)`;
}

export const KIND_BADGES: Readonly<Record<MonitoredPlace['kind'], string>> = {
  'saved-city': 'Saved city',
  city: 'City',
  point: 'Your point',
};
