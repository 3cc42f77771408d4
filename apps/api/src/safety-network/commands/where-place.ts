/**
 * Where she says she is, checked and sealed (a check-in, an SOS): a city of the catalogue, and a map
 * point only when her safety profile shares her location. Collect the least: a point she does not
 * share is never stored, not even sealed.
 */
import type { Sealed, WherePlace } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import { SafetyFieldError } from '../domain/safety-errors';
import type { SafetyFactsReader } from '../queries/safety-facts.reader';

export interface WhereInput {
  readonly destinationId?: number;
  readonly latitude?: number;
  readonly longitude?: number;
}

export async function sealedPlace(
  vault: PiiVault,
  facts: SafetyFactsReader,
  userId: string,
  input: WhereInput,
): Promise<Sealed | null> {
  if (input.destinationId !== undefined && !(await facts.city(input.destinationId))) {
    throw new SafetyFieldError('destinationId', 'isDestination', 'destinationId is not a city of the catalogue');
  }
  const point =
    input.latitude !== undefined && input.longitude !== undefined && (await facts.sharesLocation(userId))
      ? { latitude: input.latitude, longitude: input.longitude }
      : {};
  if (input.destinationId === undefined && !('latitude' in point)) return null;
  const place: WherePlace = { destinationId: input.destinationId ?? null, ...point };
  return vault.seal(userId, JSON.stringify(place));
}
