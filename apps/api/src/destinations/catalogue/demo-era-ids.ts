/**
 * Before the city catalogue, the five demo destinations had ids 1 to 5. Links to them keep working:
 * where no destination has such an id (a default run, without sample data), it answers with a
 * redirect to the city's GeoNames id.
 */
export const DEMO_ERA_IDS: ReadonlyMap<number, number> = new Map([
  [1, 2988507], // Paris
  [2, 5128581], // New York City
  [3, 1850147], // Tokyo
  [4, 1275339], // Mumbai
  [5, 3128760], // Barcelona
]);
