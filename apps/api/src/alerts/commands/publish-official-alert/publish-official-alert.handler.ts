/**
 * An official alert's id is named by its source and the source's id, so every import of the same
 * event, live or from a saved payload, on any API process, decides on the same stream: the same
 * version appends nothing, a new one updates the alert.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import tzLookup from '@photostructure/tz-lookup';
import { alertStreamName, type GlobalPosition, type OfficialAlertSource } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { uuidFrom } from '../../../platform/event-sourcing/ids';
import { safetyAlertDecider, type OfficialAlertVersion } from '../../domain/safety-alert';
import { AlertPlaces } from '../../import/alert-places';
import { draftHash } from '../../sources/official-feed';
import { PublishOfficialAlertCommand, type PublishOutcome } from './publish-official-alert.command';

export function officialAlertId(source: OfficialAlertSource, sourceId: string): string {
  return uuidFrom('official-alert', source, sourceId);
}

export interface OfficialAlertResult<Outcome> {
  readonly alertId: string;
  readonly outcome: Outcome;
  readonly position: GlobalPosition | null;
}

@CommandHandler(PublishOfficialAlertCommand)
export class PublishOfficialAlertHandler
  extends EventSourcedHandler
  implements ICommandHandler<PublishOfficialAlertCommand>
{
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly places: AlertPlaces,
  ) {
    super(store);
  }

  async execute({ draft, context, places }: PublishOfficialAlertCommand): Promise<OfficialAlertResult<PublishOutcome>> {
    const alertId = officialAlertId(draft.source, draft.sourceId);
    const touched =
      places ??
      (draft.kind === 'travel_advice'
        ? { destinationIds: await this.places.ofCountries(draft.countries), countries: draft.countries }
        : await this.places.touchedBy(draft));
    const version: OfficialAlertVersion = {
      alertId,
      destinationId: null,
      title: draft.title,
      content: draft.content,
      severity: draft.severity,
      alertType: draft.kind === 'travel_advice' ? 'other' : 'natural_disaster',
      source: draft.organisation,
      latitude: draft.latitude,
      longitude: draft.longitude,
      radiusMetres: draft.radiusMetres,
      startTime: draft.eventTime,
      endTime: draft.endTime,
      official: {
        source: draft.source,
        organisation: draft.organisation,
        sourceId: draft.sourceId,
        kind: draft.kind,
        sourceSeverity: draft.sourceSeverity,
        eventTime: draft.eventTime,
        sourceUpdatedAt: draft.sourceUpdatedAt,
        timeZone:
          draft.latitude !== null && draft.longitude !== null ? tzLookup(draft.latitude, draft.longitude) : null,
        retrievedAt: new Date().toISOString(),
        url: draft.url,
        licence: draft.licence,
        area: draft.area,
        countries: [...touched.countries],
        destinationIds: [...touched.destinationIds],
        contentHash: draftHash(draft),
      },
    };
    const result = await this.decide(
      alertStreamName(alertId),
      safetyAlertDecider,
      { type: 'Publish', version, onlyIfRaised: draft.minor },
      context,
    );
    const type = result.appended[0]?.type;
    const outcome: PublishOutcome =
      type === 'AlertRaised' ? 'new' : type ? 'updated' : result.state.raised ? 'unchanged' : 'minor';
    return { alertId, outcome, position: result.position };
  }
}
