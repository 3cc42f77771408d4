/**
 * `/api/trusted-contacts`: her safety network. Up to five people, each invited by email and told
 * nothing else until they accept through their signed link; she sees each one's state, sends an
 * invitation again at most once a day, and removes anyone (their link stops working). Invitations are
 * limited per traveller and per address, so nobody uses SafeTrails to fill someone's inbox.
 */
import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpException,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_TRAVELLER_PER_DAY,
  type ErrorResponse,
  type GlobalPosition,
  type TrustedContact,
  type TrustedContacts,
} from '@safetrails/contracts';
import { InviteContactRequest, SafetyIdParams } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { principalOf, userContext } from '../../identity/http/user-context';
import { Mailer } from '../../notifications/delivery/mailer';
import { AlertSettingsReader } from '../../notifications/queries/alert-settings.reader';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { RateLimitStore } from '../../platform/rate-limit/rate-limit.store';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { InviteContactCommand } from '../commands/invite-contact/invite-contact.command';
import { RemoveContactCommand } from '../commands/remove-contact/remove-contact.command';
import { ResendInvitationCommand } from '../commands/resend-invitation/resend-invitation.command';
import { SafetyItemNotFoundError } from '../domain/safety-errors';
import { ContactsReader } from '../queries/contacts.reader';
import { contactAddressHash } from './address-hash';

const DAY_MS = 24 * 3600_000;

@ApiTags('safety network')
@Controller('trusted-contacts')
export class TrustedContactsController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly contacts: ContactsReader,
    private readonly settings: AlertSettingsReader,
    private readonly mailer: Mailer,
    private readonly limits: RateLimitStore,
  ) {}

  @Get()
  @Access('beta')
  @ApiOperation({ summary: 'Your trusted contacts, each with its status (invited, accepted, declined, stopped)' })
  list(@Req() request: FastifyRequest): Promise<TrustedContacts> {
    return this.contacts.list(principalOf(request).userId);
  }

  @Post()
  @WriteLimit('invitation')
  @Access('beta')
  @ApiOperation({
    summary:
      'Invite a trusted contact: { name, email, language? }; they get an invitation and nothing else until they accept',
  })
  async invite(
    @Body() body: InviteContactRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TrustedContact> {
    const userId = principalOf(request).userId;
    this.needsEmail();
    const addressHash = contactAddressHash(this.config.COOKIE_SECRET, body.email);
    await this.perDay(reply, [
      { key: `invitation-day:user:${userId}`, limit: INVITATIONS_PER_TRAVELLER_PER_DAY, what: 'invitations today' },
      {
        key: `invitation-day:address:${addressHash}`,
        limit: INVITATIONS_PER_ADDRESS_PER_DAY,
        what: 'invitations to this address today',
      },
    ]);
    const language = body.language ?? (await this.settings.addressOf(userId)).language;
    const { contactId, position }: { contactId: string; position: GlobalPosition | null } =
      await this.commandBus.execute(
        new InviteContactCommand(
          userId,
          body.name,
          body.email.trim(),
          language,
          addressHash,
          userContext(request, this.config.COOKIE_SECRET),
        ),
      );
    return this.contactAfter(userId, contactId, position);
  }

  @Post(':id/invitation')
  @HttpCode(202)
  @WriteLimit('invitation')
  @Access('beta')
  @ApiOperation({ summary: 'Send an invitation again (once a day, while they have not answered)' })
  async resend(@Param() params: SafetyIdParams, @Req() request: FastifyRequest): Promise<TrustedContact> {
    const userId = principalOf(request).userId;
    this.needsEmail();
    const { position }: Appended = await this.commandBus.execute(
      new ResendInvitationCommand(userId, params.id, userContext(request, this.config.COOKIE_SECRET)),
    );
    return this.contactAfter(userId, params.id, position);
  }

  @Delete(':id')
  @HttpCode(200)
  @WriteLimit('safety-network')
  @Access('beta')
  @ApiOperation({ summary: 'Remove a contact: they hear nothing more, and their link stops working' })
  async remove(
    @Param() params: SafetyIdParams,
    @Req() request: FastifyRequest,
  ): Promise<{ id: string; removed: true }> {
    const { position }: Appended = await this.commandBus.execute(
      new RemoveContactCommand(principalOf(request).userId, params.id, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor('safety', position);
    return { id: params.id, removed: true };
  }

  private async contactAfter(
    userId: string,
    contactId: string,
    position: GlobalPosition | null,
  ): Promise<TrustedContact> {
    await this.waiter.waitFor('safety', position);
    const contact = (await this.contacts.list(userId)).contacts.find((candidate) => candidate.id === contactId);
    if (!contact) throw new SafetyItemNotFoundError('contact');
    return contact;
  }

  private needsEmail(): void {
    if (this.mailer.available) return;
    throw new ConflictException({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_UNAVAILABLE',
      message: 'Trusted contacts are reached by email, and this server has none set up (no SMTP_URL)',
    });
  }

  /** Limits counted over a day, per traveller and per address: over one, 429 with when to try again. */
  private async perDay(
    reply: FastifyReply,
    limits: readonly { key: string; limit: number; what: string }[],
  ): Promise<void> {
    const counted = await this.limits.hit(limits.map(({ key, limit }) => ({ key, limit, windowMs: DAY_MS })));
    const refused = counted.find((entry) => entry.retryAfterSeconds > 0);
    if (!refused) return;
    const what = limits.find((limit) => limit.key === refused.key)!.what;
    void reply.header('retry-after', String(refused.retryAfterSeconds));
    const body: ErrorResponse = {
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Too many ${what}. Please try again in ${Math.ceil(refused.retryAfterSeconds / 3600)} hours.`,
      retryAfter: refused.retryAfterSeconds,
    };
    throw new HttpException(body, 429);
  }
}
