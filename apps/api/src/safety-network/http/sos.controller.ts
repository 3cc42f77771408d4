/**
 * `POST /api/sos`: only ever sent by her, confirmed, after the five seconds the app gives her to
 * cancel. Every accepted contact gets one email at once with where she is and the numbers to call;
 * her answer is the local emergency numbers, each with its source, to tap.
 */
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SosAnswer } from '@safetrails/contracts';
import { SosRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { RaiseSosCommand } from '../commands/raise-sos/raise-sos.command';
import type { RaisedSos } from '../commands/raise-sos/raise-sos.handler';
import { SafetyFactsReader } from '../queries/safety-facts.reader';
import { WhereaboutsReader } from '../queries/whereabouts.reader';

@ApiTags('safety network')
@Controller('sos')
export class SosController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly whereabouts: WhereaboutsReader,
    private readonly facts: SafetyFactsReader,
  ) {}

  @Post()
  @HttpCode(202)
  @WriteLimit('sos')
  @Access('beta')
  @ApiOperation({
    summary: 'SOS, confirmed: every accepted contact is emailed at once; answers the local emergency numbers',
  })
  async raise(@Body() body: SosRequest, @Req() request: FastifyRequest): Promise<SosAnswer> {
    const userId = principalOf(request).userId;
    const where = { destinationId: body.destinationId, latitude: body.latitude, longitude: body.longitude };
    const raised: RaisedSos = await this.commandBus.execute(
      new RaiseSosCommand(userId, where, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('safety', raised.position);
    const now = (await this.whereabouts.of(userId)).now;
    const facts = now ? await this.facts.of(now.destinationId, null) : null;
    return { sosId: raised.sosId, contactsTold: raised.contactsTold, where: now, emergency: facts?.emergency ?? null };
  }
}
