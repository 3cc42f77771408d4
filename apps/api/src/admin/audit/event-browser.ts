/**
 * The raw event browser: pages of one stream or of the global log, read through the event store
 * port (so it shows the log itself, whichever adapter holds it, never a read model). Events are
 * handed out as stored: sealed personal fields stay sealed; nothing here holds a key to open them.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  START,
  type AuditEvent,
  type AuditEventPage,
  type GlobalPosition,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../platform/database/database.module';

export const DEFAULT_PAGE = 100;

export function auditEventOf(event: RecordedEvent): AuditEvent {
  return {
    id: `${event.stream}@${event.revision}`,
    eventId: event.id,
    stream: event.stream,
    revision: Number(event.revision),
    position: `${event.position.commit}/${event.position.prepare}`,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt.toISOString(),
  };
}

export function parsePosition(text: string): GlobalPosition {
  const [commit, prepare] = text.split('/');
  return { commit: BigInt(commit!), prepare: BigInt(prepare!) };
}

@Injectable()
export class EventBrowser {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Events of a stream from a revision on; `next` is the revision after the page, or null at the end. */
  async streamPage(stream: string, from: bigint, limit: number): Promise<AuditEventPage> {
    const events: AuditEvent[] = [];
    let more = false;
    // One event past the page says whether there is a next page.
    for await (const event of this.store.readStream(stream, { from, to: from + BigInt(limit) })) {
      if (events.length === limit) {
        more = true;
        break;
      }
      events.push(auditEventOf(event));
    }
    return { events, next: more ? String(from + BigInt(limit)) : null };
  }

  /** Events after a global position (optionally of one type); `next` is the page's last position. */
  async logPage(after: GlobalPosition | null, type: string | null, limit: number): Promise<AuditEventPage> {
    const events: AuditEvent[] = [];
    for await (const event of this.store.readAll(after ?? START, {
      maxCount: limit,
      ...(type ? { filter: { eventTypes: [type] } } : {}),
    })) {
      events.push(auditEventOf(event));
      if (events.length === limit) break;
    }
    return { events, next: events.length === limit ? events.at(-1)!.position : null };
  }

  /**
   * One page of every event of a type in global order, and how many there are: the log is read
   * once through the port's type filter (it has no count), keeping only the page.
   */
  async typePage(
    type: string,
    offset: number,
    limit: number,
    descending: boolean,
  ): Promise<{ events: AuditEvent[]; total: number }> {
    let total = 0;
    // Ascending keeps the page as it passes; descending keeps the newest offset + limit seen so far.
    const kept: RecordedEvent[] = [];
    for await (const event of this.store.readAll(START, { filter: { eventTypes: [type] } })) {
      if (descending) {
        kept.push(event);
        if (kept.length > offset + limit) kept.shift();
      } else if (total >= offset && total < offset + limit) {
        kept.push(event);
      }
      total++;
    }
    const page = descending ? kept.reverse().slice(offset, offset + limit) : kept;
    return { events: page.map(auditEventOf), total };
  }

  /** How many events a stream holds (its revisions count from 0). */
  async streamLength(stream: string): Promise<number> {
    let count = 0;
    for await (const _event of this.store.readStream(stream)) count++;
    return count;
  }

  /** The events of a stream with revisions in [first, last], oldest first. */
  async range(stream: string, first: number, last: number): Promise<AuditEvent[]> {
    if (last < first) return [];
    const events: AuditEvent[] = [];
    for await (const event of this.store.readStream(stream, { from: BigInt(first), to: BigInt(last) })) {
      events.push(auditEventOf(event));
    }
    return events;
  }

  /** One event by its record id, `<stream>@<revision>`. */
  async one(id: string): Promise<AuditEvent> {
    const match = /^(.+)@(\d{1,15})$/.exec(id);
    const [event] = match ? await this.range(match[1]!, Number(match[2]), Number(match[2])) : [];
    if (!event) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such event' });
    return event;
  }
}
