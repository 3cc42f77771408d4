/** The /profile tabs: `GET /api/account/profile` and a PUT per tab. Beta travellers only. */
import { Body, Controller, Get, Inject, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AccountProfile } from '@safetrails/contracts';
import {
  UpdateAccountProfileRequest,
  UpdateNotificationPreferencesRequest,
  UpdateSafetyPreferencesRequest,
} from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { UpdateAccountCommand, type AccountChange } from '../commands/update-account/update-account.command';
import { ProfileReader } from '../queries/profile.readers';
import { ALERT_SWITCHES, type AlertSwitches } from './alert-switches';
import { principalOf, userContext } from './user-context';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

@ApiTags('account')
@Controller('account')
export class ProfileController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly profiles: ProfileReader,
    @Inject(ALERT_SWITCHES) private readonly alertSwitches: AlertSwitches,
  ) {}

  @Get('profile')
  @Access('beta')
  @ApiOperation({ summary: 'The /profile tabs: personal details, safety and notification preferences' })
  profile(@Req() request: FastifyRequest): Promise<AccountProfile> {
    return this.profiles.accountProfile(principalOf(request).userId);
  }

  @Put('profile')
  @WriteLimit('account')
  @Access('beta')
  @ApiOperation({ summary: 'Update full name, phone, emergency contact and bio (empty clears)' })
  updateProfile(@Body() body: UpdateAccountProfileRequest, @Req() request: FastifyRequest): Promise<AccountProfile> {
    return this.change(request, {
      kind: 'profile',
      fullName: body.fullName ?? null,
      phone: body.phone ?? null,
      emergencyContact: body.emergencyContact ?? null,
      bio: body.bio ?? null,
    });
  }

  @Put('safety-preferences')
  @WriteLimit('account')
  @Access('beta')
  @ApiOperation({ summary: 'Update the safety priorities and the minimum safety score (50 to 100)' })
  updateSafety(@Body() body: UpdateSafetyPreferencesRequest, @Req() request: FastifyRequest): Promise<AccountProfile> {
    return this.change(request, { kind: 'safety-preferences', ...body });
  }

  @Put('notification-preferences')
  @WriteLimit('account')
  @Access('beta')
  @ApiOperation({
    summary: 'Update the three notification switches',
    description:
      'The same settings as /api/alert-settings: safetyAlerts turns alerts on or off, emailNotifications the email channel, travelTips news and tips by email.',
  })
  async updateNotifications(
    @Body() body: UpdateNotificationPreferencesRequest,
    @Req() request: FastifyRequest,
  ): Promise<AccountProfile> {
    const userId = principalOf(request).userId;
    await this.alertSwitches.set(
      userId,
      { enabled: body.safetyAlerts, email: body.emailNotifications, tips: body.travelTips },
      'profile',
      userContext(request, this.config.COOKIE_SECRET),
    );
    return this.profiles.accountProfile(userId);
  }

  private async change(request: FastifyRequest, change: AccountChange): Promise<AccountProfile> {
    const userId = principalOf(request).userId;
    const { position } = await this.commandBus.execute(
      new UpdateAccountCommand(userId, change, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('profiles', position);
    return this.profiles.accountProfile(userId);
  }
}
