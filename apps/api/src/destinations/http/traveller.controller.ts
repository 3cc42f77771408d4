/** The signed-in traveller's saved places (`/api/saved`, spec part 2 "Saved page") and dashboard figures (`/api/me/stats`). */
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecentDestination, SavedItemView, TravellerStats } from '@safetrails/contracts';
import { SavedItemParams, SaveItemRequest } from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import {
  ChangeSavedItemCommand,
  type ChangeSavedItemResult,
} from '../commands/change-saved-item/change-saved-item.command';
import { DestinationReader } from '../queries/destination.reader';
import { TravellerReader } from '../queries/traveller.reader';

@ApiTags('saved')
@Controller()
export class TravellerController {
  constructor(
    private readonly travellers: TravellerReader,
    private readonly destinations: DestinationReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get('saved')
  @Access('beta')
  @ApiOperation({ summary: 'Your saved destinations, accommodations and activities, newest first' })
  saved(@Req() request: FastifyRequest): Promise<SavedItemView[]> {
    return this.travellers.saved(principalOf(request).userId);
  }

  @Post('saved')
  @WriteLimit('save')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Save a destination, accommodation or activity (saving twice keeps one)' })
  async save(@Body() body: SaveItemRequest, @Req() request: FastifyRequest): Promise<SavedItemView> {
    const userId = principalOf(request).userId;
    const result: ChangeSavedItemResult = await this.commandBus.execute(
      new ChangeSavedItemCommand(
        'save',
        userId,
        body.itemType,
        body.itemId,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('travellers', result.position);
    const [item] = await this.travellers.saved(userId, body);
    if (!item) throw new Error('the saved item is missing from the read model');
    return item;
  }

  @Delete('saved/:itemType/:itemId')
  @WriteLimit('save')
  @Access('beta')
  @ApiOperation({ summary: 'Remove a saved item; answers the item removed' })
  async unsave(@Param() params: SavedItemParams, @Req() request: FastifyRequest): Promise<SavedItemView> {
    const userId = principalOf(request).userId;
    const item = { itemType: params.itemType, itemId: Number(params.itemId) };
    const [saved] = await this.travellers.saved(userId, item);
    if (!saved) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'This item is not saved' });
    const result: ChangeSavedItemResult = await this.commandBus.execute(
      new ChangeSavedItemCommand(
        'unsave',
        userId,
        item.itemType,
        item.itemId,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('travellers', result.position);
    return saved;
  }

  @Get('me/recent-destinations')
  @Access('beta')
  @ApiOperation({ summary: 'Destinations you opened in the last 30 days, most recent first' })
  recent(@Req() request: FastifyRequest): Promise<RecentDestination[]> {
    return this.destinations.recentlyViewed(principalOf(request).userId);
  }

  @Get('me/stats')
  @Access('beta')
  @ApiOperation({ summary: "The dashboard's figures: views, contributions, helpful votes, profile completion" })
  stats(@Req() request: FastifyRequest): Promise<TravellerStats> {
    return this.travellers.stats(principalOf(request).userId);
  }
}
