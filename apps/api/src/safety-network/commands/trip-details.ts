/**
 * What planning and changing a trip check before deciding: the trip's rules (trip-rules.ts) and
 * that every stop is a city of the catalogue; then the trip is sealed with her key.
 */
import type { Sealed, TripDetails, TripStop } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import { SafetyFieldError } from '../domain/safety-errors';
import { checkTripStops } from '../domain/trip-rules';
import type { TripsReader } from '../queries/trips.reader';

export async function sealedTrip(
  vault: PiiVault,
  trips: TripsReader,
  userId: string,
  name: string,
  stops: readonly TripStop[],
): Promise<Sealed> {
  checkTripStops(stops);
  const known = await trips.citiesOf(stops.map((stop) => stop.destinationId));
  const unknown = stops.findIndex((stop) => !known.has(stop.destinationId));
  if (unknown >= 0) {
    throw new SafetyFieldError(
      `stops[${unknown}].destinationId`,
      'isDestination',
      `stops[${unknown}].destinationId is not a city of the catalogue`,
    );
  }
  const details: TripDetails = {
    name,
    stops: stops.map(({ destinationId, arrive, leave }) => ({ destinationId, arrive, leave })),
  };
  return (await vault.seal(userId, JSON.stringify(details)))!;
}
