/** The port's EventFilter as a test of one event in memory, with the meaning the SQL filter has. */
import type { EventFilter } from './event-store.port';

export function matchesEventFilter(stream: string, type: string, filter: EventFilter | undefined): boolean {
  if (filter?.eventTypes !== undefined && !filter.eventTypes.includes(type)) return false;
  if (filter?.streamPrefixes !== undefined && !filter.streamPrefixes.some((prefix) => stream.startsWith(prefix))) {
    return false;
  }
  return true;
}
