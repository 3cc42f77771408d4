import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AnalyticsBatchAccepted } from '@safetrails/contracts';
import { AnalyticsBatchRequest } from '@safetrails/contracts/dto';
import { Access } from '../../platform/http/access.decorator';
import { unattributedContext } from '../../platform/http/request-context';
import { SameOriginGuard } from '../../platform/http/same-origin';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { analyticsRecordOf } from '../domain/analytics-batch';
import { BatchSizeGuard } from './batch-size.guard';
import { RecordAnalyticsBatchCommand } from '../commands/record-analytics-batch/record-analytics-batch.command';

/** Do Not Track or Global Privacy Control: the browser asked not to be counted. */
function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

@ApiTags('analytics')
@Controller('analytics')
export class RecordAnalyticsBatchController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('batch')
  @Access('public')
  @UseGuards(SameOriginGuard, BatchSizeGuard)
  @HttpCode(202)
  @WriteLimit('analytics')
  @ApiOperation({
    summary: 'Count page views, actions, scroll depth and funnel steps, without anything personal',
    description:
      'Sent by the web app when a page is hidden (`fetch` with `keepalive`). No CSRF token: the request must come ' +
      'from a SafeTrails page (Origin). Route patterns, action names and days only; never tied to a person. ' +
      'A request with `DNT: 1` or `Sec-GPC: 1` is answered 202 and counted as nothing.',
  })
  @ApiBody({ schema: { $ref: '#/components/schemas/AnalyticsBatchRequest' } })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The batch id: a batch sent twice counts once' })
  @ApiResponse({ status: 202, description: '`{ accepted }`: how many events were counted' })
  @ApiResponse({ status: 400, description: 'An event broke a rule: `errors: [{ field, rule, message }]`' })
  @ApiResponse({ status: 403, description: '`CROSS_ORIGIN_REFUSED`: not sent by a SafeTrails page' })
  @ApiResponse({ status: 413, description: 'The batch is larger than 16 KB' })
  @ApiResponse({ status: 429, description: 'Too many batches from this address; try again in a minute' })
  async record(@Body() body: AnalyticsBatchRequest, @Req() request: FastifyRequest): Promise<AnalyticsBatchAccepted> {
    if (optedOut(request)) return { accepted: 0 };
    const accepted = await this.commandBus.execute(
      new RecordAnalyticsBatchCommand(body.events.map(analyticsRecordOf), unattributedContext(request)),
    );
    return { accepted };
  }
}
