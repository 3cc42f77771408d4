/**
 * The audit replay: a destination's score as of an instant, folded from the event log itself (not
 * the read model) with the projector's own function. The API's `score?asOf=` and the
 * `audit:score` CLI both call this.
 */
import { Inject, Injectable } from '@nestjs/common';
import { destinationStreamName, type ScoreAsOf } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { scoreAsOf } from '@safetrails/scoring';
import { EVENT_STORE } from '../../platform/database/database.module';
import { DestinationNotFoundException } from './destination.reader';

@Injectable()
export class ScoreAuditService {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async scoreAsOf(destinationId: number, asOf: Date): Promise<ScoreAsOf> {
    const events = [];
    for await (const event of this.store.readStream(destinationStreamName(destinationId))) events.push(event);
    if (events.length === 0) throw new DestinationNotFoundException(destinationId);
    return scoreAsOf(destinationId, events, asOf);
  }
}
