/** "350 m away", "1.2 km away": how far a nearby alert is, rounded as a traveller reads it. */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)} m away`;
  return `${(metres / 1000).toFixed(1)} km away`;
}

/** The map view's radius as its text says it: 5000 m is '5km'. */
export function radiusText(metres: number): string {
  return metres >= 1000 ? `${metres / 1000}km` : `${metres}m`;
}
