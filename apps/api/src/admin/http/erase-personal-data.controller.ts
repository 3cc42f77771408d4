/** `POST /admin-api/erasure-requests`: an admin carries out a person's request to be forgotten. */
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import {
  ErasePersonalDataCommand,
  type Erased,
  type ErasureResult,
} from '../commands/erase-personal-data/erase-personal-data.command';

export class ErasureRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @MinLength(3, { message: 'reason must be at least 3 characters' })
  @IsString({ message: 'reason must be text' })
  reason!: string;
}

@ApiTags('admin')
@Controller('admin-api')
export class ErasePersonalDataController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly config: AppConfig,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Post('erasure-requests')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({
    summary: 'Forget an email address: its waitlist entry and the personal fields of its feedback-hub submissions',
    description:
      'Shreds their keys (the sealed copies in the event log can never be opened again) and removes the fields from ' +
      'every read model. Answers how many were erased. A traveller with an account erases their own data by deleting it.',
  })
  async erase(@Body() body: ErasureRequest, @Req() request: FastifyRequest): Promise<ErasureResult> {
    const { waitlistPosition, submissionsPosition, ...result }: Erased = await this.commandBus.execute(
      new ErasePersonalDataCommand(body.email, body.reason, userContext(request, this.config.COOKIE_SECRET)),
    );
    // Answer once no read model shows what was erased.
    await this.waiter.waitFor('waitlist', waitlistPosition);
    await this.waiter.waitFor('reports', submissionsPosition);
    await this.waiter.waitFor('moderation', submissionsPosition);
    return result;
  }
}
