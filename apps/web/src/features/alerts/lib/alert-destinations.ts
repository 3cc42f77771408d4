/** The destinations the alerts page filters by and raises alerts for (spec part 2: ids 1 to 5). */
export const ALERT_DESTINATIONS = [
  { id: 1, name: 'Paris' },
  { id: 2, name: 'New York' },
  { id: 3, name: 'Tokyo' },
  { id: 4, name: 'Mumbai' },
  { id: 5, name: 'Barcelona' },
] as const;

export type AlertDestinationId = (typeof ALERT_DESTINATIONS)[number]['id'];

/** The ids as the select's option values (no option is the empty string). */
export const ALERT_DESTINATION_OPTIONS = ALERT_DESTINATIONS.map(({ id }) => String(id));

export const ALERT_DESTINATION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  ALERT_DESTINATIONS.map(({ id, name }) => [String(id), name]),
);

/** `?destination=3` as a destination of the list, or null for All. */
export function alertDestinationOf(value: string | null): AlertDestinationId | null {
  return ALERT_DESTINATIONS.find(({ id }) => String(id) === value)?.id ?? null;
}
