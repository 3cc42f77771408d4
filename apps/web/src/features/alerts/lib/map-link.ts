/** 'View location on map': an external maps search for the alert's coordinates. */
export function mapSearchUrl(latitude: number, longitude: number): string {
  const query = `${latitude},${longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** An alert has a place to show only when both coordinates are real numbers. */
export function hasCoordinates<A extends { latitude: number | null; longitude: number | null }>(
  alert: A,
): alert is A & { latitude: number; longitude: number } {
  return Number.isFinite(alert.latitude) && Number.isFinite(alert.longitude);
}
