/** The map view's radius as its text says it: 5000 m is '5km'. */
export function radiusText(metres: number): string {
  return metres >= 1000 ? `${metres / 1000}km` : `${metres}m`;
}

const EARTH_RADIUS_METRES = 6_371_000;

/** Great-circle distance between two points, in metres (haversine). */
export function metresBetween(
  a: { readonly latitude: number; readonly longitude: number },
  b: { readonly latitude: number; readonly longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
