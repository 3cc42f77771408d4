/** `POST /api/core/waitlist/verify/`: redeem an invitation token for the signed-in traveller. */
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { VerifyBetaResponse } from '@safetrails/contracts';
import { VerifyBetaRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { RedeemBetaInvitationCommand } from '../commands/redeem-beta-invitation/redeem-beta-invitation.command';
import { InvitationRefusedError } from '../domain/beta-invitation';
import { CurrentUserReader } from '../queries/current-user.query';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

@ApiTags('account')
@Controller('core/waitlist')
export class VerifyBetaController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly users: CurrentUserReader,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @Access('signed-in')
  @WriteLimit('sign-in')
  @ApiOperation({ summary: 'Redeem a beta invitation token: `{ valid, email, error }`' })
  async verify(@Body() body: VerifyBetaRequest, @Req() request: FastifyRequest): Promise<VerifyBetaResponse> {
    const userId = request.principal!.userId;
    const context = {
      ...anonymousContext(request, this.config.COOKIE_SECRET),
      actorId: userId,
      actorRole: 'traveller' as const,
      idempotencyKey: null,
    };
    try {
      const { position } = await this.commandBus.execute(new RedeemBetaInvitationCommand(body.token, userId, context));
      await this.waiter.waitFor('users', position);
    } catch (error) {
      if (error instanceof InvitationRefusedError) return { valid: false, email: null, error: error.reason };
      throw error;
    }
    const user = await this.users.read(userId);
    return { valid: true, email: user?.email ?? null, error: null };
  }
}
