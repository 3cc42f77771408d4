/**
 * `/api/notifications/unsubscribe?token=`: leaving from any message without signing in. Our page
 * (`/unsubscribe`) reads what the link is about and asks: this place, this kind, or all alert email.
 * A mail client's one-click button (RFC 8058) posts `List-Unsubscribe=One-Click` here and stops all
 * alert email. The token is signed and names her, the place and the kind (message-tokens.ts).
 */
import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { NOTIFICATION_KIND_LABELS, type UnsubscribeResult, type UnsubscribeTarget } from '@safetrails/contracts';
import { MessageTokenQuery, UnsubscribeRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { fieldError } from '../../platform/http/field-error';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { ChangeAlertSettingsCommand } from '../commands/change-alert-settings/change-alert-settings.command';
import { ChangeMonitoredPlaceCommand } from '../commands/change-monitored-place/change-monitored-place.command';
import { invalidLink, MessageTokens, type MessageToken } from '../delivery/message-tokens';
import { AlertSettingsReader } from '../queries/alert-settings.reader';

@ApiTags('alert settings')
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly tokens: MessageTokens,
    private readonly settings: AlertSettingsReader,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'What an unsubscribe link is about: the place and the kind of its message' })
  async target(@Query() query: MessageTokenQuery): Promise<UnsubscribeTarget> {
    const token = this.verified(query.token);
    const place = token.placeId
      ? (await this.settings.places(token.userId)).find((candidate) => candidate.id === token.placeId)
      : undefined;
    return {
      placeId: place?.id ?? null,
      placeLabel: place?.label ?? null,
      kind: token.kind,
      kindLabel: token.kind ? NOTIFICATION_KIND_LABELS[token.kind] : null,
    };
  }

  @Post()
  @HttpCode(200)
  @WriteLimit('message-link')
  @Access('public')
  @ApiOperation({
    summary: 'Stop alerts for the place, the kind, or all alert email; a mail client posts List-Unsubscribe=One-Click',
  })
  async unsubscribe(
    @Query() query: MessageTokenQuery,
    @Body() body: UnsubscribeRequest,
    @Req() request: FastifyRequest,
  ): Promise<UnsubscribeResult> {
    const token = this.verified(query.token);
    const scope = body.oneClick ? 'all' : body.scope;
    if (!scope) {
      throw fieldError('scope', 'isIn', "scope must be 'place', 'kind' or 'all'");
    }
    const context: CommandContext = {
      ...anonymousContext(request, this.config.COOKIE_SECRET),
      actorId: token.userId,
      actorRole: 'traveller',
    };
    let result: UnsubscribeResult;
    let command: object;
    if (scope === 'place' && token.placeId) {
      command = new ChangeMonitoredPlaceCommand(token.userId, token.placeId, { paused: true }, 'unsubscribe', context);
      result = { scope, message: 'Alerts for this place are paused. Resume them in your alert settings.' };
    } else if (scope === 'kind' && token.kind) {
      const current = await this.settings.settingsOf(token.userId);
      const kinds = current.kinds.filter((kind) => kind !== token.kind);
      command = new ChangeAlertSettingsCommand(token.userId, { kinds }, {}, 'unsubscribe', context);
      result = {
        scope,
        message: `You will no longer get alerts about ${NOTIFICATION_KIND_LABELS[token.kind].toLowerCase()}.`,
      };
    } else {
      command = new ChangeAlertSettingsCommand(token.userId, { email: false }, {}, 'unsubscribe', context);
      result = {
        scope: 'all',
        message: 'You will get no more alert emails. Push and the in-app bell stay as they were.',
      };
    }
    const { position }: Appended = await this.commandBus.execute(command);
    await this.waiter.waitFor('notifications', position);
    return result;
  }

  private verified(text: string): Extract<MessageToken, { purpose: 'unsubscribe' }> {
    const token = this.tokens.verify(text, 'unsubscribe');
    if (token) return token;
    throw invalidLink('This unsubscribe link is not valid or has expired: change your alerts in your settings instead');
  }
}
