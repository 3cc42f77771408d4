/**
 * Where a city is, to tell namesakes apart: "Missouri, United States" beside Springfield. The region
 * is left out where it only repeats the city's name (Beijing, Beijing).
 */
export function placeLine(destination: {
  readonly name: string;
  readonly admin1: string | null;
  readonly country: string;
}): string {
  const region = destination.admin1 && destination.admin1 !== destination.name ? destination.admin1 : null;
  return region ? `${region}, ${destination.country}` : destination.country;
}
