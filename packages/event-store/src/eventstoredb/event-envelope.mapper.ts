/**
 * How our event envelope is laid out in EventStoreDB and back: the schema version travels inside the
 * event's metadata, because EventStoreDB has no field of its own for it.
 */
import {
  jsonEvent,
  type EventData,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { upcast, type EventMetadata, type NewEvent, type RecordedEvent } from '@safetrails/contracts';

export function toProposedEvent(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: toJsonData(event),
    metadata: { ...event.metadata, schemaVersion: event.schemaVersion },
  });
}

export function toRecordedEvent(stored: EsdbRecordedEvent): RecordedEvent {
  if (!stored.isJson) throw notOurs(stored, 'its content type is not JSON');
  // Positions of stream reads come only from servers 22.6 and later; without one, a caller could
  // not checkpoint the event, so failing loudly beats inventing a position.
  if (stored.position === undefined) {
    throw notOurs(stored, 'the server sent no global position (EventStoreDB 22.6 or later is required)');
  }
  const { schemaVersion, metadata } = splitMetadata(stored);
  return upcast({
    id: stored.id,
    stream: stored.streamId,
    revision: stored.revision,
    position: { commit: stored.position.commit, prepare: stored.position.prepare },
    type: stored.type,
    schemaVersion,
    data: stored.data,
    metadata,
    recordedAt: stored.created,
  });
}

function splitMetadata(stored: EsdbRecordedEvent): { schemaVersion: number; metadata: EventMetadata } {
  const raw: unknown = stored.metadata;
  if (!isJsonObject(raw)) throw notOurs(stored, 'its metadata is not a JSON object');
  const { schemaVersion, ...rest } = raw;
  return {
    // Events written before schema versions were recorded are version 1 by definition.
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    // `append` wrote this object from an EventMetadata; the store does not re-validate its own writes.
    metadata: rest as unknown as EventMetadata,
  };
}

/** The client types event data as JSON it can stringify; our envelope types it as unknown. */
function toJsonData(event: NewEvent): JSONType {
  const { data } = event;
  if (typeof data === 'string' || Array.isArray(data) || isJsonObject(data)) return data;
  throw new TypeError(`Event ${event.id} (${event.type}): data must be a JSON object, array or string`);
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function notOurs(stored: EsdbRecordedEvent, reason: string): Error {
  return new Error(`EventStoreDB event ${stored.id} in ${stored.streamId} (${stored.type}) cannot be read: ${reason}`);
}
