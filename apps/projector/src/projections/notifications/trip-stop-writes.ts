/**
 * Her trips' stops are places she monitors for their dates (docs/SAFETY-NETWORK.md "Trips"): the
 * same rows the alert settings' places are, so one matching finds them, never a copy kept apart.
 * Each stop is a city with the trip's name as its label and its own days as trip dates (alerts from a
 * week before); the trip's changes replace them, its cancellation removes them.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent, TripDetails, TripPlannedData } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';

export const TRIP_EVENT_TYPES = ['TripPlanned', 'TripChanged', 'TripCancelled'] as const;

export async function applyTripEvent(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  event: RecordedEvent,
): Promise<void> {
  const userId = event.stream.slice('safety-'.length);
  const { tripId } = event.data as { tripId: string };
  await tx.query(`DELETE FROM ${schema}.monitors WHERE user_id = $1 AND place_id LIKE $2`, [
    userId,
    `trip-${tripId}-%`,
  ]);
  if (event.type === 'TripCancelled') return;
  const opened = await vault.open(userId, (event.data as TripPlannedData).trip);
  if (opened === null) return;
  const trip = JSON.parse(opened) as TripDetails;
  for (const [position, stop] of trip.stops.entries()) {
    await tx.query(
      `INSERT INTO ${schema}.monitors (user_id, place_id, kind, destination_id, label, trip_start, trip_end, created_at)
       VALUES ($1, $2, 'trip-stop', $3, $4, $5, $6, $7)`,
      [
        userId,
        `trip-${tripId}-${position}`,
        stop.destinationId,
        trip.name,
        stop.arrive,
        stop.leave,
        event.metadata.occurredAt,
      ],
    );
  }
}
