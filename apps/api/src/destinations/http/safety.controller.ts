/**
 * `/api/safety`: ratings, tips and neighbourhood reports (spec part 1 section 7; spec part 2 tip and
 * rating schemas). Reads are public; every write needs sign-in and beta access, answers with what
 * the screen shows next, and waits until the read model has it. Travellers flag tips and ratings
 * for the moderation queue at `/api/safety/{ratings,tips}/{id}/report`: that is moderation's
 * (moderation/http/safety-flags.controller.ts).
 */
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AverageSafetyRating,
  type DestinationDetail,
  type MyRating,
  type NeighbourhoodAverage,
  type NeighbourhoodReportView,
  type SafetyTipView,
  type SubmitSafetyRatingResponse,
} from '@safetrails/contracts';
import {
  DestinationIdPathParams,
  NeighbourhoodReportsQuery,
  RatingParams,
  RemoveSafetyRatingRequest,
  ReportNeighbourhoodRequest,
  SubmitSafetyRatingRequest,
  SubmitSafetyTipRequest,
  TipIdParams,
  VoteSafetyTipRequest,
} from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { RemoveSafetyRatingCommand } from '../commands/remove-safety-rating/remove-safety-rating.command';
import {
  ReportNeighbourhoodCommand,
  type ReportNeighbourhoodResult,
} from '../commands/report-neighbourhood/report-neighbourhood.command';
import {
  SubmitSafetyRatingCommand,
  type SubmitSafetyRatingResult,
} from '../commands/submit-safety-rating/submit-safety-rating.command';
import {
  SubmitSafetyTipCommand,
  type SubmitSafetyTipResult,
} from '../commands/submit-safety-tip/submit-safety-tip.command';
import { VoteSafetyTipCommand } from '../commands/vote-safety-tip/vote-safety-tip.command';
import { DestinationPages } from '../queries/destination-pages';
import { DestinationReader } from '../queries/destination.reader';
import { RatingsReader } from '../queries/ratings.reader';
import { TipReader } from '../queries/tip.reader';

@ApiTags('safety')
@Controller('safety')
export class SafetyController {
  constructor(
    private readonly destinations: DestinationReader,
    private readonly ratings: RatingsReader,
    private readonly pages: DestinationPages,
    private readonly tips: TipReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get('ratings/average/:destinationId')
  @Access('public')
  @ApiOperation({ summary: "Travellers' ratings of a destination, averaged on the 0-100 scale" })
  ratingsAverage(@Param() params: DestinationIdPathParams): Promise<AverageSafetyRating> {
    return this.ratings.ratingsAverage(Number(params.destinationId));
  }

  @Get('ratings/mine/:destinationId')
  @Access('beta')
  @ApiOperation({ summary: "The signed-in traveller's current rating of a destination (404 when none)" })
  async myRating(@Param() params: DestinationIdPathParams, @Req() request: FastifyRequest): Promise<MyRating> {
    const rating = await this.ratings.myRating(Number(params.destinationId), principalOf(request).userId);
    if (!rating) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No rating yet' });
    return rating;
  }

  @Post('ratings')
  @WriteLimit('rating')
  @Access('beta')
  @ApiOperation({ summary: 'Rate a destination (1-5 per dimension); a new rating replaces your old one' })
  async rate(
    @Body() body: SubmitSafetyRatingRequest,
    @Req() request: FastifyRequest,
  ): Promise<SubmitSafetyRatingResponse> {
    const { destinationId, comment, ...scores } = body;
    const result: SubmitSafetyRatingResult = await this.commandBus.execute(
      new SubmitSafetyRatingCommand(
        destinationId,
        principalOf(request).userId,
        scores,
        comment ?? null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('destinations', result.position);
    return {
      ratingId: result.ratingId,
      replaced: result.replaced,
      // The page as it is now that the rating is folded; kept for the next reader of the page.
      destination: await this.pages.page(destinationId),
    };
  }

  @Delete('ratings/:destinationId/:ratingId')
  @Access('moderator')
  @ApiOperation({ summary: 'Moderation: remove a rating with a reason; the score returns to what it was without it' })
  async removeRating(
    @Param() params: RatingParams,
    @Body() body: RemoveSafetyRatingRequest,
    @Req() request: FastifyRequest,
  ): Promise<DestinationDetail> {
    const destinationId = Number(params.destinationId);
    const result: Appended = await this.commandBus.execute(
      new RemoveSafetyRatingCommand(
        destinationId,
        params.ratingId,
        body.reason,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('destinations', result.position);
    return this.pages.page(destinationId);
  }

  @Get('tips/top/:destinationId')
  @Access('public')
  @ApiOperation({ summary: 'The most helpful safety tips of a destination, with your own vote when signed in' })
  async topTips(@Param() params: DestinationIdPathParams, @Req() request: FastifyRequest): Promise<SafetyTipView[]> {
    const destinationId = Number(params.destinationId);
    await this.destinations.requireDestination(destinationId);
    return this.tips.top(destinationId, request.principal?.userId ?? null);
  }

  @Post('tips')
  @WriteLimit('tip')
  @Access('beta')
  @ApiOperation({ summary: 'Share a safety tip for a destination' })
  async submitTip(@Body() body: SubmitSafetyTipRequest, @Req() request: FastifyRequest): Promise<SafetyTipView> {
    const userId = principalOf(request).userId;
    const result: SubmitSafetyTipResult = await this.commandBus.execute(
      new SubmitSafetyTipCommand(
        body.destinationId,
        userId,
        body.category,
        body.content,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('tips', result.position);
    return this.tips.one(result.tipId, userId);
  }

  @Put('tips/:tipId/vote')
  @WriteLimit('tip-vote')
  @Access('beta')
  @ApiOperation({ summary: "Vote a tip up or down, once per traveller; 'none' takes the vote back" })
  async vote(
    @Param() params: TipIdParams,
    @Body() body: VoteSafetyTipRequest,
    @Req() request: FastifyRequest,
  ): Promise<SafetyTipView> {
    const userId = principalOf(request).userId;
    const result: Appended = await this.commandBus.execute(
      new VoteSafetyTipCommand(params.tipId, userId, body.vote, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('tips', result.position);
    return this.tips.one(params.tipId, userId);
  }

  @Get('neighborhoods')
  @Access('public')
  @ApiOperation({ summary: "Travellers' neighbourhood reports of a destination, newest first" })
  neighbourhoodReports(@Query() query: NeighbourhoodReportsQuery): Promise<NeighbourhoodReportView[]> {
    return this.ratings.neighbourhoodReports(Number(query.destinationId));
  }

  @Get('neighborhoods/average/:destinationId')
  @Access('public')
  @ApiOperation({ summary: 'Each neighbourhood’s score (baseline blended with reports), best first' })
  neighbourhoodAverages(@Param() params: DestinationIdPathParams): Promise<NeighbourhoodAverage[]> {
    return this.ratings.neighbourhoodAverages(Number(params.destinationId));
  }

  @Post('neighborhoods')
  @WriteLimit('neighbourhood-report')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Report on a neighbourhood (1-5); a new report replaces your old one on it' })
  async report(
    @Body() body: ReportNeighbourhoodRequest,
    @Req() request: FastifyRequest,
  ): Promise<NeighbourhoodReportView> {
    const result: ReportNeighbourhoodResult = await this.commandBus.execute(
      new ReportNeighbourhoodCommand(
        body.destinationId,
        {
          userId: principalOf(request).userId,
          neighbourhoodName: body.neighborhoodName,
          safetyScore: body.safetyScore,
          description: body.description ?? null,
          bestTimeToVisit: body.bestTimeToVisit ?? null,
          transportOptions: body.transportOptions ?? null,
        },
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('destinations', result.position);
    const reports = await this.ratings.neighbourhoodReports(body.destinationId);
    const report = reports.find((candidate) => candidate.id === result.reportId);
    if (!report) throw new Error('the report is missing from the read model');
    return report;
  }
}
