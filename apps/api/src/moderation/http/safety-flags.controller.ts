/**
 * Travellers flag a rating or a tip for the moderation queue: `POST /api/safety/ratings/{id}/report`
 * and `POST /api/safety/tips/{id}/report`, beside the ratings and tips themselves
 * (destinations/http/safety.controller.ts), kept here because the moderation module, above the
 * destinations in the module order, handles them (docs/ARCHITECTURE.md).
 */
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MODERATION_PROJECTION, REPORTS_PROJECTION, type ReportReceipt } from '@safetrails/contracts';
import { RatingIdParams, ReportSafetyContentRequest, TipIdParams } from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { principalOf, userContext } from '../../identity/http/user-context';
import { Access } from '../../platform/http/access.decorator';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import {
  FlagSafetyContentCommand,
  type SafetyContentFlagged,
} from '../commands/flag-safety-content/flag-safety-content.command';

@ApiTags('safety')
@Controller('safety')
export class SafetyFlagsController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Post('ratings/:ratingId/report')
  @WriteLimit('report')
  @HttpCode(201)
  @Access('beta')
  // The operation ids these routes had beside the ratings and tips: clients generate code from them.
  @ApiOperation({
    summary: 'Flag a rating for the moderators (once per traveller), with a reason',
    operationId: 'SafetyController_reportRating',
  })
  reportRating(
    @Param() params: RatingIdParams,
    @Body() body: ReportSafetyContentRequest,
    @Req() request: FastifyRequest,
  ): Promise<ReportReceipt> {
    return this.flag('rating', params.ratingId, body, request);
  }

  @Post('tips/:tipId/report')
  @WriteLimit('report')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({
    summary: 'Flag a safety tip for the moderators (once per traveller), with a reason',
    operationId: 'SafetyController_reportTip',
  })
  reportTip(
    @Param() params: TipIdParams,
    @Body() body: ReportSafetyContentRequest,
    @Req() request: FastifyRequest,
  ): Promise<ReportReceipt> {
    return this.flag('tip', params.tipId, body, request);
  }

  private async flag(
    targetType: 'tip' | 'rating',
    targetId: string,
    body: ReportSafetyContentRequest,
    request: FastifyRequest,
  ): Promise<ReportReceipt> {
    const result: SafetyContentFlagged = await this.commandBus.execute(
      new FlagSafetyContentCommand(
        principalOf(request).userId,
        targetType,
        targetId,
        body.reason,
        body.details ?? null,
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor(REPORTS_PROJECTION, result.position);
    await this.waiter.waitFor(MODERATION_PROJECTION, result.position);
    return { id: result.reportId, kind: 'content_flag', status: 'new', receivedAt: result.receivedAt };
  }
}
