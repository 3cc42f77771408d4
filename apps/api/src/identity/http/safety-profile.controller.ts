/** `/api/user-profiles`: the advanced safety profile of spec part 2. Travellers see and change only their own. */
import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SafetyProfile } from '@safetrails/contracts';
import { SafetyProfileRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { SaveSafetyProfileCommand } from '../commands/save-safety-profile/save-safety-profile.command';
import { ProfileReader } from '../queries/profile.readers';
import { ALERT_SWITCHES, type AlertSwitches } from './alert-switches';
import { principalOf, userContext } from './user-context';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('account')
@Controller('user-profiles')
export class SafetyProfileController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly profiles: ProfileReader,
    @Inject(ALERT_SWITCHES) private readonly alertSwitches: AlertSwitches,
  ) {}

  @Get(':userId')
  @Access('beta')
  @ApiOperation({
    summary: 'Your safety profile, or null when you have none yet',
    description:
      "Always 200 for your own id, so that a traveller's browser logs no failed request before the first save: having no profile yet is an answer, not an error.",
  })
  async get(
    @Param('userId') userId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SafetyProfile | null> {
    this.ownOnly(userId, request);
    // Typed, so that Fastify serialises no profile as the JSON `null`, not an empty body.
    void reply.type('application/json; charset=utf-8');
    return this.profiles.safetyProfile(userId);
  }

  @Post()
  @WriteLimit('account')
  @HttpCode(201)
  @Access('beta')
  @ApiOperation({ summary: 'Create your safety profile (409 when one exists)' })
  create(@Body() body: SafetyProfileRequest, @Req() request: FastifyRequest): Promise<SafetyProfile> {
    return this.save(principalOf(request).userId, 'create', body, request);
  }

  @Patch(':userId')
  @WriteLimit('account')
  @Access('beta')
  @ApiOperation({ summary: 'Update your safety profile with the form values' })
  update(
    @Param('userId') userId: string,
    @Body() body: SafetyProfileRequest,
    @Req() request: FastifyRequest,
  ): Promise<SafetyProfile> {
    this.ownOnly(userId, request);
    return this.save(userId, 'update', body, request);
  }

  private ownOnly(userId: string, request: FastifyRequest): void {
    if (!UUID.test(userId)) {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'userId must be a user id',
        errors: [{ field: 'userId', rule: 'isUuid', message: 'userId must be a user id' }],
      });
    }
    if (userId.toLowerCase() !== principalOf(request).userId) {
      throw new ForbiddenException({ statusCode: 403, error: 'Forbidden', message: 'This is not your profile' });
    }
  }

  private async save(userId: string, mode: 'create' | 'update', values: SafetyProfileRequest, request: FastifyRequest) {
    const context = userContext(request, this.config.COOKIE_SECRET);
    const { position } = await this.commandBus.execute(new SaveSafetyProfileCommand(userId, mode, values, context));
    await this.waiter.waitFor('profiles', position);
    // The form's notification switches are her alert settings (docs/NOTIFICATIONS.md): one source of truth.
    const switches = values.notificationPreferences;
    if (switches) {
      await this.alertSwitches.set(
        userId,
        { enabled: switches.safetyUpdates, email: switches.emailAlerts, tips: switches.marketingEmails },
        'safety-profile',
        context,
      );
    }
    const profile = await this.profiles.safetyProfile(userId);
    if (!profile) throw new Error('saved safety profile missing from the read model');
    return profile;
  }
}
