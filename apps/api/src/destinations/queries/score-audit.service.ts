/**
 * The audit replay: a destination's score as of an instant, folded from the event log itself (not
 * the read model) with the projector's own function. The destination's stream and its country's
 * advisory streams (one per government) are merged in global order, so the replay shows which
 * government's change moved the score. The API's `score?asOf=` and the `audit:score` CLI call this.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  ADVISORY_SOURCES,
  advisoryStreamName,
  destinationStreamName,
  type DestinationRegisteredData,
  type RecordedEvent,
  type ScoreAsOf,
} from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { inGlobalOrder, scoreAsOf } from '@safetrails/scoring';
import { EVENT_STORE } from '../../platform/database/database.module';
import { DestinationNotFoundException } from './destination.reader';

@Injectable()
export class ScoreAuditService {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async scoreAsOf(destinationId: number, asOf: Date): Promise<ScoreAsOf> {
    return scoreAsOf(destinationId, await this.eventsOf(destinationId), asOf);
  }

  /** The destination's events and its country's advisory events, in global order. */
  async eventsOf(destinationId: number): Promise<RecordedEvent[]> {
    const own = await this.read(destinationStreamName(destinationId));
    if (own.length === 0) throw new DestinationNotFoundException(destinationId);
    const registered = own.find((event) => event.type === 'DestinationRegistered');
    const countryCode = (registered?.data as DestinationRegisteredData | undefined)?.countryCode;
    if (!countryCode) return own;
    const advice = await Promise.all(
      ADVISORY_SOURCES.map((source) => this.read(advisoryStreamName(countryCode, source))),
    );
    return inGlobalOrder(own, ...advice);
  }

  private async read(stream: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const event of this.store.readStream(stream)) events.push(event);
    return events;
  }
}
