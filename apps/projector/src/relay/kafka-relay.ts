/**
 * The Kafka relay (DESIGN.md "Projector"): follows the log from its own checkpoint, turns the chosen
 * events into integration messages and publishes each batch with `acks: -1`; only after the broker
 * has acknowledged does it move its checkpoint. A crash in between publishes the batch again (at
 * least once; consumers dedupe by event id), and nothing is ever skipped.
 */
import {
  ADVISORY_EVENT_TYPES,
  ADVISORY_SOURCES,
  advisoryStreamName,
  comparePositions,
  destinationStreamName,
  START,
  type GlobalPosition,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { EventStore, Subscription } from '@safetrails/event-store';
import {
  advisoryCountryOf,
  evolveCountryAdvice,
  evolveScoreFold,
  initialScoreState,
  metricsOf,
  withAdvisoryPrior,
  type CountryAdvice,
  type ScoreState,
} from '@safetrails/scoring';
import {
  adviceMessage,
  alertMessage,
  RELAYED_EVENT_TYPES,
  safetyScoreMessage,
  type IntegrationMessage,
} from './integration-events';

/** What the relay needs of a Kafka producer: publish a batch, resolving once the broker acknowledged it. */
export interface MessagePublisher {
  publish(messages: readonly IntegrationMessage[]): Promise<void>;
}

/** Where the relay keeps its position in the log. */
export interface RelayCheckpointStore {
  read(): Promise<GlobalPosition | null>;
  write(position: GlobalPosition): Promise<void>;
}

export class KafkaRelay {
  private subscription: Subscription | null = null;
  /** The last score state per destination and the revision it reached, so most events need no re-read. */
  private readonly scores = new Map<string, { revision: bigint; state: ScoreState }>();
  /**
   * Each country's advice as of the relay's place in the log: read from the advisory streams the
   * first time a country is needed, then kept current by the advisory events the relay follows.
   */
  private readonly advice = new Map<string, CountryAdvice>();

  constructor(
    private readonly store: EventStore,
    private readonly publisher: MessagePublisher,
    private readonly checkpoints: RelayCheckpointStore,
  ) {}

  async start(): Promise<{ done: Promise<void> }> {
    const from = (await this.checkpoints.read()) ?? START;
    this.subscription = this.store.subscribeAll(from, (events) => this.relay(events), {
      filter: { eventTypes: [...RELAYED_EVENT_TYPES, ...ADVISORY_EVENT_TYPES] },
      batchSize: 500,
    });
    return { done: this.subscription.done };
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
  }

  /** One batch: map, publish, and only then remember how far we got. */
  async relay(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const messages: IntegrationMessage[] = [];
    for (const event of events) {
      if (event.stream.startsWith('advisory-')) {
        const country = advisoryCountryOf(event);
        if (this.advice.has(country)) this.advice.set(country, evolveCountryAdvice(this.advice.get(country)!, event));
        const message = adviceMessage(event);
        if (message) messages.push(message);
        continue;
      }
      const message = event.stream.startsWith('alert-') ? alertMessage(event) : await this.scoreMessage(event);
      if (message) messages.push(message);
    }
    if (messages.length > 0) await this.publisher.publish(messages);
    await this.checkpoints.write(events[events.length - 1]!.position);
  }

  /**
   * The destination's metrics right after this event, from the same fold the projector runs: its
   * own events, with the prior its country's advice gives it at this point of the log.
   */
  private async scoreMessage(event: RecordedEvent): Promise<IntegrationMessage | null> {
    if (!event.stream.startsWith('destination-')) return null;
    const cached = this.scores.get(event.stream);
    let state: ScoreState;
    if (cached && cached.revision === event.revision - 1n) {
      state = evolveScoreFold({ state: cached.state, advice: {} }, event).state;
    } else {
      state = initialScoreState();
      const destinationId = Number(event.stream.slice('destination-'.length));
      for await (const earlier of this.store.readStream(destinationStreamName(destinationId))) {
        if (earlier.revision > event.revision) break;
        state = evolveScoreFold({ state, advice: {} }, earlier).state;
      }
    }
    if (state.countryCode) {
      state = withAdvisoryPrior(
        state,
        await this.adviceOf(state.countryCode, event.position),
        event.metadata.occurredAt,
      );
    }
    this.scores.set(event.stream, { revision: event.revision, state });
    return safetyScoreMessage(event, { metrics: metricsOf(state), communityRatings: state.ratingCount });
  }

  private async adviceOf(countryCode: string, position: GlobalPosition): Promise<CountryAdvice> {
    const known = this.advice.get(countryCode);
    if (known) return known;
    let advice: CountryAdvice = {};
    for (const source of ADVISORY_SOURCES) {
      for await (const event of this.store.readStream(advisoryStreamName(countryCode, source))) {
        if (comparePositions(event.position, position) > 0) break;
        advice = evolveCountryAdvice(advice, event);
      }
    }
    this.advice.set(countryCode, advice);
    return advice;
  }
}
