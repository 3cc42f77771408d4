/**
 * The port's EventFilter in EventStoreDB terms. The server filters on one field only and by prefix,
 * and reads of $all cannot be filtered at all with this client, so `matchesFilter` always has the
 * last word; the server filter only saves bandwidth.
 */
import { eventTypeFilter, excludeSystemEvents, streamNameFilter, type Filter } from '@eventstore/db-client';
import { matchesEventFilter } from '../event-filter';
import type { EventFilter } from '../event-store.port';

/** EventStoreDB's own events ($statsCollected, $metadata, links `$>` ...) are never ours. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

export function toServerFilter(filter: EventFilter | undefined): Filter {
  // Event types are the narrower cut for a projection; empty lists go unfiltered server-side because
  // an empty prefix list is not a "match nothing" the server understands.
  if (filter?.eventTypes !== undefined && filter.eventTypes.length > 0) {
    return eventTypeFilter({ prefixes: [...filter.eventTypes] });
  }
  if (filter?.streamPrefixes !== undefined && filter.streamPrefixes.length > 0) {
    return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  }
  return excludeSystemEvents();
}

/** Exact match: a server prefix filter for `AlertArchived` also lets `AlertArchivedByModerator` through. */
export function matchesFilter(stream: string, type: string, filter: EventFilter | undefined): boolean {
  return !isSystemEventType(type) && matchesEventFilter(stream, type, filter);
}
