/**
 * `/api/destinations`: featured, lists, search, detail, places, the score's history and the score as
 * of an instant (spec part 1 section 7 "Dashboard and destinations"). Reading is public: a
 * destination's safety is for everyone; contributing needs sign-in and beta access.
 */
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DestinationDetail,
  DestinationSummary,
  FeaturedDestination,
  Place,
  ScoreAsOf,
  ScoreHistory,
} from '@safetrails/contracts';
import {
  DestinationIdParams,
  ListDestinationsQuery,
  ScoreAsOfQuery,
  SearchDestinationsQuery,
} from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { shareAnswer } from '../../platform/http/shared-answers';
import { LiveUpdatesService } from '../../platform/live/live-updates.service';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import type { ReadCache } from '../../platform/live/read-cache';
import { DEMO_ERA_IDS } from '../catalogue/demo-era-ids';
import { RecordDestinationViewCommand } from '../commands/record-destination-view/record-destination-view.command';
import { ChangedSearches } from '../queries/changed-searches';
import { DESTINATION_PAGE_CACHE, DestinationPages } from '../queries/destination-pages';
import { DestinationReader } from '../queries/destination.reader';
import { PlacesReader } from '../queries/places.reader';
import { ScoreHistoryReader } from '../queries/score-history.reader';
import { ScoreAuditService } from '../queries/score-audit.service';

@ApiTags('destinations')
@Controller('destinations')
export class DestinationsController {
  /** A search's answer, as well: its order among equal matches follows the scores. */
  private readonly searches: ReadCache<DestinationSummary[]>;
  private readonly changedSearches = new ChangedSearches();

  constructor(
    private readonly destinations: DestinationReader,
    private readonly places: PlacesReader,
    private readonly scoreHistories: ScoreHistoryReader,
    private readonly pages: DestinationPages,
    private readonly audit: ScoreAuditService,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
    live: LiveUpdatesService,
  ) {
    // Kept as long as a page is; a rating forgets only the searches that matched its city. Which
    // cities a search matched is known once it has run: every search still running is stale.
    this.searches = live.cache('destination-searches', {
      ...DESTINATION_PAGE_CACHE,
      forgets: this.changedSearches.forgets,
      staleInFlight: 'all',
    });
  }

  @Get('featured')
  @Access('public')
  @ApiOperation({ summary: 'The featured destinations (the dashboard picker)' })
  featured(): Promise<FeaturedDestination[]> {
    return this.destinations.featured();
  }

  @Get('search')
  @Access('public')
  @ApiOperation({ summary: 'Typo-tolerant search by name or country ("barcelna" finds Barcelona)' })
  search(@Query() query: SearchDestinationsQuery, @Req() request: FastifyRequest): Promise<DestinationSummary[]> {
    const key = `${query.limit ?? ''}:${query.q}`;
    return shareAnswer(request, this.searches, key, async () => {
      const { results, matched } = await this.destinations.search(query.q, query.limit);
      this.changedSearches.record(key, matched);
      return results;
    });
  }

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Every destination, rated first and best first; X-Total-Count has the total' })
  async list(
    @Query() query: ListDestinationsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DestinationSummary[]> {
    const { items, total } = await this.destinations.list({
      region: query.region,
      rated: query.rated === undefined ? undefined : query.rated === 'true',
      limit: query.limit,
      offset: query.offset,
    });
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @Access('public')
  @ApiOperation({
    summary: 'One destination with its metrics, neighbourhoods, freshness, source and country advice',
    description:
      'Ids are GeoNames ids. The ids 1-5 of the early demo answer 301 with the GeoNames id where no destination has them.',
  })
  async detail(
    @Param() params: DestinationIdParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DestinationDetail | { statusCode: 301; message: string; location: string }> {
    const id = Number(params.id);
    const geonamesId = DEMO_ERA_IDS.get(id);
    if (geonamesId !== undefined && !(await this.destinations.exists(id))) {
      // Status and Location here, the body through Nest: one answer, sent once.
      const location = `/api/destinations/${geonamesId}`;
      void reply.status(301).header('location', location);
      return { statusCode: 301, message: `Destination ${id} is now ${geonamesId}`, location };
    }
    return shareAnswer(reply.request, this.pages.cache, String(id), this.pages.load(id));
  }

  @Get(':id/accommodations')
  @Access('public')
  @ApiOperation({ summary: 'Accommodations of a destination, safest first' })
  accommodations(@Param() params: DestinationIdParams): Promise<Place[]> {
    return this.places.places(Number(params.id), 'accommodation');
  }

  @Get(':id/activities')
  @Access('public')
  @ApiOperation({ summary: 'Activities of a destination, safest first' })
  activities(@Param() params: DestinationIdParams): Promise<Place[]> {
    return this.places.places(Number(params.id), 'activity');
  }

  @Get(':id/score-history')
  @Access('public')
  @ApiOperation({ summary: 'Every event that changed the score: actor, time, reason, metrics before and after' })
  scoreHistory(@Param() params: DestinationIdParams): Promise<ScoreHistory> {
    return this.scoreHistories.scoreHistory(Number(params.id));
  }

  @Get(':id/score')
  @Access('public')
  @ApiOperation({ summary: 'The score as of an instant, replayed from the event log' })
  @ApiOkResponse({ description: '`{ destinationId, asOf, metrics, communityRatings, lastEvent }`' })
  score(@Param() params: DestinationIdParams, @Query() query: ScoreAsOfQuery): Promise<ScoreAsOf> {
    return this.audit.scoreAsOf(Number(params.id), new Date(query.asOf));
  }

  @Post(':id/views')
  @HttpCode(204)
  @Access('beta')
  @ApiOperation({ summary: 'Record that the signed-in traveller viewed the destination (counted once a day)' })
  async view(@Param() params: DestinationIdParams, @Req() request: FastifyRequest): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    const result: Appended = await this.commandBus.execute(
      new RecordDestinationViewCommand(
        principalOf(request).userId,
        Number(params.id),
        day,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    // The dashboard reads the count right after: answer once the read model has the view.
    await this.waiter.waitFor('travellers', result.position);
  }
}
