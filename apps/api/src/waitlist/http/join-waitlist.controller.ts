import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { firstNameOf, type JoinWaitlistResponse } from '@safetrails/contracts';
import { JoinWaitlistRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { anonymousContext } from '../../platform/http/request-context';
import { JoinWaitlistCommand } from '../commands/join-waitlist/join-waitlist.command';
import { Access } from '../../platform/http/access.decorator';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

@ApiTags('waitlist')
@Controller('core/waitlist')
export class JoinWaitlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Post('join')
  @Access('public')
  @HttpCode(201)
  @WriteLimit('waitlist')
  @ApiOperation({ summary: 'Join the early-access waitlist (one entry per email)' })
  @ApiBody({ schema: { $ref: '#/components/schemas/JoinWaitlistRequest' } })
  @ApiHeader({ name: 'x-csrf-token', required: true, description: 'From the page meta tag or GET /api/csrf-token' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeat it when retrying the same submit' })
  @ApiResponse({ status: 201, description: 'Joined: `{ firstName, joinedAt }`' })
  @ApiResponse({ status: 400, description: 'A field broke a rule: `errors: [{ field, rule, message }]`' })
  @ApiResponse({ status: 409, description: '`{ code: "ALREADY_REGISTERED", name }`: this email is on the list' })
  @ApiResponse({ status: 429, description: 'Too many sign-ups from this address; try again in a minute' })
  async join(@Body() body: JoinWaitlistRequest, @Req() request: FastifyRequest): Promise<JoinWaitlistResponse> {
    const entry = await this.commandBus.execute(
      new JoinWaitlistCommand(
        {
          email: body.email,
          name: body.name,
          isFrequentTraveler: body.is_frequent_traveler ?? false,
          company: body.company ?? null,
          role: body.role ?? null,
        },
        anonymousContext(request, this.config.COOKIE_SECRET),
      ),
    );
    return { firstName: firstNameOf(body.name), joinedAt: entry.joinedAt };
  }
}
