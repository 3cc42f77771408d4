/**
 * `/api/trips`: her trips, each a name and stops (a catalogue city with the days she is there). A
 * trip's stops are places she monitors for alerts on those days (the same rows as her alert settings'
 * places); `/trips/{id}/brief` in the app reads each stop's facts from the city and country routes.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { GlobalPosition, Trip } from '@safetrails/contracts';
import { PlanTripRequest, SafetyIdParams } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { CancelTripCommand } from '../commands/cancel-trip/cancel-trip.command';
import { ChangeTripCommand } from '../commands/change-trip/change-trip.command';
import { PlanTripCommand } from '../commands/plan-trip/plan-trip.command';
import { TripsReader } from '../queries/trips.reader';

@ApiTags('safety network')
@Controller('trips')
export class TripsController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly trips: TripsReader,
  ) {}

  @Get()
  @Access('beta')
  @ApiOperation({ summary: 'Your trips: the current and upcoming first, then the past' })
  list(@Req() request: FastifyRequest): Promise<Trip[]> {
    return this.trips.list(principalOf(request).userId);
  }

  @Post()
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({
    summary: "Plan a trip: a name and its stops ({ destinationId, arrive, leave }, in each city's own days)",
  })
  async plan(@Body() body: PlanTripRequest, @Req() request: FastifyRequest): Promise<Trip> {
    const userId = principalOf(request).userId;
    const { tripId, position }: { tripId: string; position: GlobalPosition | null } = await this.commandBus.execute(
      new PlanTripCommand(userId, body.name, body.stops, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.folded(position);
    return this.trips.one(userId, tripId);
  }

  @Get(':id')
  @Access('beta')
  @ApiOperation({ summary: "One of your trips (another traveller's is a 404)" })
  one(@Param() params: SafetyIdParams, @Req() request: FastifyRequest): Promise<Trip> {
    return this.trips.one(principalOf(request).userId, params.id);
  }

  @Put(':id')
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({ summary: 'Change a trip: its name and stops, whole' })
  async change(
    @Param() params: SafetyIdParams,
    @Body() body: PlanTripRequest,
    @Req() request: FastifyRequest,
  ): Promise<Trip> {
    const userId = principalOf(request).userId;
    const { position }: Appended = await this.commandBus.execute(
      new ChangeTripCommand(userId, params.id, body.name, body.stops, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.folded(position);
    return this.trips.one(userId, params.id);
  }

  @Delete(':id')
  @HttpCode(200)
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({ summary: 'Cancel a trip: its stops are no longer monitored and its check-in plans end' })
  async cancel(
    @Param() params: SafetyIdParams,
    @Req() request: FastifyRequest,
  ): Promise<{ id: string; cancelled: true }> {
    const { position }: Appended = await this.commandBus.execute(
      new CancelTripCommand(principalOf(request).userId, params.id, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.folded(position);
    return { id: params.id, cancelled: true };
  }

  /** A trip's stops are also the places her alerts watch: the next page (alert settings) shows them. */
  private async folded(position: GlobalPosition | null): Promise<void> {
    await Promise.all([this.waiter.waitFor('safety', position), this.waiter.waitFor('notifications', position)]);
  }
}
