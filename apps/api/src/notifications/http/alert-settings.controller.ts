/**
 * `/api/alert-settings`: where a traveller wants to hear from (her monitored places), what about, how
 * (push to this device, email to her confirmed address) and when (quiet hours, the daily digest).
 * Every change is a command; each answer is the settings as the read model now has them.
 */
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  ServiceUnavailableException,
  BadRequestException,
  ConflictException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { localePath, type AlertSettings, type AlertSettingsChanges, type GlobalPosition } from '@safetrails/contracts';
import {
  AddMonitoredPlaceRequest,
  AddPushSubscriptionRequest,
  ConfirmAlertEmailRequest,
  isTimeZone,
  MonitoredPlaceParams,
  QuietHoursInput,
  PushSubscriptionParams,
  UpdateAlertSettingsRequest,
  UpdateMonitoredPlaceRequest,
} from '@safetrails/contracts/dto';
import { allowedPushEndpoint, AppConfig, publicUrl } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { fieldError } from '../../platform/http/field-error';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { AddMonitoredPlaceCommand, type AddedPlace } from '../commands/add-monitored-place/add-monitored-place.command';
import { AddPushDeviceCommand } from '../commands/add-push-device/add-push-device.command';
import { ChangeAlertSettingsCommand } from '../commands/change-alert-settings/change-alert-settings.command';
import { ChangeMonitoredPlaceCommand } from '../commands/change-monitored-place/change-monitored-place.command';
import { ConfirmAlertEmailCommand } from '../commands/confirm-alert-email/confirm-alert-email.command';
import { RemoveMonitoredPlaceCommand } from '../commands/remove-monitored-place/remove-monitored-place.command';
import { RemovePushDeviceCommand } from '../commands/remove-push-device/remove-push-device.command';
import { RequestEmailConfirmationCommand } from '../commands/request-email-confirmation/request-email-confirmation.command';
import { deviceLabel } from '../delivery/device-label';
import { Mailer } from '../delivery/mailer';
import { invalidLink, MessageTokens } from '../delivery/message-tokens';
import { confirmationEmail } from '../delivery/messages/account-emails';
import { notificationWords } from '../delivery/messages/words/notification-words';
import { PushKeys } from '../delivery/push-keys';
import { tripOf } from '../domain/alert-settings';
import { AlertSettingsReader } from '../queries/alert-settings.reader';

const SETTING_FIELDS = [
  'enabled',
  'minimumSeverity',
  'kinds',
  'includeUnverified',
  'push',
  'email',
  'tips',
  'alwaysCritical',
  'digestLow',
] as const;

@ApiTags('alert settings')
@Controller('alert-settings')
export class AlertSettingsController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly settings: AlertSettingsReader,
    private readonly mailer: Mailer,
    private readonly pushKeys: PushKeys,
    private readonly tokens: MessageTokens,
  ) {}

  @Get()
  @Access('beta')
  @ApiOperation({ summary: 'Your alert settings: places, what, how and when' })
  get(@Req() request: FastifyRequest): Promise<AlertSettings> {
    return this.settings.settingsOf(principalOf(request).userId);
  }

  @Patch()
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: 'Change any of your alert settings (what is left out stays as it is)' })
  async update(@Body() body: UpdateAlertSettingsRequest, @Req() request: FastifyRequest): Promise<AlertSettings> {
    const changes: AlertSettingsChanges = Object.fromEntries(
      SETTING_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]),
    );
    if (body.homeTimeZone && !isTimeZone(body.homeTimeZone)) {
      throw fieldError(
        'homeTimeZone',
        'isTimeZone',
        'homeTimeZone must be a time zone such as Europe/Paris or Asia/Kathmandu',
      );
    }
    if (body.push === true && !this.pushKeys.available) {
      throw unavailable('PUSH_UNAVAILABLE', 'Push alerts are not set up on this server (no VAPID keys)');
    }
    // null (quiet hours off) passes the DTO as null.
    const quietHours = body.quietHours as QuietHoursInput | null | undefined;
    const personal = {
      ...(quietHours !== undefined ? { quietHours: quietHours && { ...quietHours } } : {}),
      ...(body.homeTimeZone !== undefined ? { homeTimeZone: body.homeTimeZone } : {}),
    };
    return this.run(
      request,
      new ChangeAlertSettingsCommand(principalOf(request).userId, changes, personal, 'settings', this.context(request)),
    );
  }

  @Post('places')
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: 'Monitor a place: a city by its id, or a point with a label, a radius and trip dates' })
  async addPlace(@Body() body: AddMonitoredPlaceRequest, @Req() request: FastifyRequest): Promise<AlertSettings> {
    const trip = tripOf(body.tripStart, body.tripEnd);
    const place =
      body.destinationId !== undefined
        ? { kind: 'city' as const, destinationId: body.destinationId }
        : { kind: 'point' as const, label: body.label!, latitude: body.latitude!, longitude: body.longitude! };
    const added: AddedPlace = await this.commandBus.execute(
      new AddMonitoredPlaceCommand(
        principalOf(request).userId,
        place,
        body.radiusMetres ?? null,
        trip,
        this.context(request),
      ),
    );
    return this.answer(request, added.position);
  }

  @Patch('places/:placeId')
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: "A monitored place's radius, trip dates (both, or null for none) or pause" })
  async changePlace(
    @Param() params: MonitoredPlaceParams,
    @Body() body: UpdateMonitoredPlaceRequest,
    @Req() request: FastifyRequest,
  ): Promise<AlertSettings> {
    const tripGiven = body.tripStart !== undefined || body.tripEnd !== undefined;
    return this.run(
      request,
      new ChangeMonitoredPlaceCommand(
        principalOf(request).userId,
        params.placeId,
        {
          ...(body.radiusMetres !== undefined ? { radiusMetres: body.radiusMetres } : {}),
          ...(body.paused !== undefined ? { paused: body.paused } : {}),
          ...(tripGiven ? { trip: tripOf(body.tripStart, body.tripEnd) } : {}),
        },
        'settings',
        this.context(request),
      ),
    );
  }

  @Delete('places/:placeId')
  @HttpCode(200)
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: 'Stop monitoring a place you added (a saved city: pause it, or unsave it)' })
  removePlace(@Param() params: MonitoredPlaceParams, @Req() request: FastifyRequest): Promise<AlertSettings> {
    return this.run(
      request,
      new RemoveMonitoredPlaceCommand(principalOf(request).userId, params.placeId, this.context(request)),
    );
  }

  @Post('push-devices')
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: 'Turn push on for this browser: its subscription (PushSubscription.toJSON())' })
  async addPushDevice(
    @Body() body: AddPushSubscriptionRequest,
    @Req() request: FastifyRequest,
  ): Promise<AlertSettings> {
    if (!this.pushKeys.available) {
      throw unavailable('PUSH_UNAVAILABLE', 'Push alerts are not set up on this server (no VAPID keys)');
    }
    if (!allowedPushEndpoint(this.config, body.endpoint)) {
      throw fieldError('endpoint', 'pushService', 'endpoint must be the URL of a known browser push service');
    }
    const userId = principalOf(request).userId;
    await this.commandBus.execute(
      new AddPushDeviceCommand(
        userId,
        { endpoint: body.endpoint, keys: { p256dh: body.keys.p256dh, auth: body.keys.auth } },
        deviceLabel(request.headers['user-agent']),
        this.context(request),
      ),
    );
    // Turning push on for a device is turning the channel on.
    return this.run(
      request,
      new ChangeAlertSettingsCommand(userId, { push: true }, {}, 'settings', this.context(request)),
    );
  }

  @Delete('push-devices/:id')
  @HttpCode(200)
  @WriteLimit('alert-settings')
  @Access('beta')
  @ApiOperation({ summary: 'Turn push off for one device' })
  removePushDevice(@Param() params: PushSubscriptionParams, @Req() request: FastifyRequest): Promise<AlertSettings> {
    return this.run(
      request,
      new RemovePushDeviceCommand(
        principalOf(request).userId,
        params.id,
        'turned-off',
        undefined,
        this.context(request),
      ),
    );
  }

  @Post('email/confirmation')
  @HttpCode(202)
  @WriteLimit('confirmation-email')
  @Access('beta')
  @ApiOperation({ summary: 'Email a link that confirms your address for alert emails' })
  async requestConfirmation(@Req() request: FastifyRequest): Promise<AlertSettings> {
    const userId = principalOf(request).userId;
    if (!this.mailer.available) {
      throw unavailable('EMAIL_UNAVAILABLE', 'Email alerts are not set up on this server (no SMTP_URL)');
    }
    const { address, language } = await this.settings.addressOf(userId);
    if (!address) {
      const message = 'Your account has no email address: sign in with a provider that gives one to get alert emails';
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', code: 'NO_EMAIL_ADDRESS', message });
    }
    const { position }: Appended = await this.commandBus.execute(
      new RequestEmailConfirmationCommand(userId, this.context(request)),
    );
    const token = this.tokens.sign({ purpose: 'confirm-email', userId });
    const link = `${publicUrl(this.config)}${localePath(language, '/confirm-email')}?token=${token}`;
    const messageId = `<confirm-${randomUUID()}@${new URL(publicUrl(this.config)).hostname}>`;
    try {
      await this.mailer.send({ ...confirmationEmail(link, notificationWords(language)), to: address, messageId });
    } catch {
      throw new ServiceUnavailableException({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'EMAIL_NOT_SENT',
        message: 'The confirmation email could not be sent just now: try again in a minute',
      });
    }
    return this.answer(request, position);
  }

  @Post('email/confirm')
  @HttpCode(200)
  @WriteLimit('message-link')
  @Access('public')
  @ApiOperation({ summary: "Confirm your address with the link's token (no sign-in needed)" })
  async confirm(@Body() body: ConfirmAlertEmailRequest, @Req() request: FastifyRequest): Promise<{ confirmed: true }> {
    const token = this.tokens.verify(body.token, 'confirm-email');
    if (!token) {
      throw invalidLink('This confirmation link is not valid or has expired: ask for a new one in your alert settings');
    }
    const { position }: Appended = await this.commandBus.execute(
      new ConfirmAlertEmailCommand(token.userId, {
        ...anonymousContext(request, this.config.COOKIE_SECRET),
        actorId: token.userId,
        actorRole: 'traveller',
      }),
    );
    await this.waiter.waitFor('notifications', position);
    return { confirmed: true };
  }

  private context(request: FastifyRequest) {
    return userContext(request, this.config.COOKIE_SECRET);
  }

  private async run(request: FastifyRequest, command: object): Promise<AlertSettings> {
    const { position }: Appended = await this.commandBus.execute(command);
    return this.answer(request, position);
  }

  private async answer(request: FastifyRequest, position: GlobalPosition | null): Promise<AlertSettings> {
    await this.waiter.waitFor('notifications', position);
    return this.settings.settingsOf(principalOf(request).userId);
  }
}

/** A channel this server is not set up for: the request is fine, the server cannot take it (409, not a 5xx). */
function unavailable(code: string, message: string): ConflictException {
  return new ConflictException({ statusCode: 409, error: 'Conflict', code, message });
}
