/**
 * `/api/trusted-contact-links?token=`: what a trusted contact's signed link opens, with no account.
 * They accept or decline her invitation, or stop at any time; a mail client's one-click stop (RFC
 * 8058) posts to `/stop`. The link shows only what she shares, only while she shares it: her name and
 * the invitation to anyone holding it; her last check-in and where she is to an accepted contact; a
 * map point only when she shares her location. A contact she removed finds the link dead.
 */
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ContactLinkView } from '@safetrails/contracts';
import { ContactAnswerRequest, ContactStopRequest, isTimeZone, MessageTokenQuery } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { invalidLink, MessageTokens } from '../../notifications/delivery/message-tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import type { Appended } from '../../platform/event-sourcing/handle-command';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { AnswerInvitationCommand } from '../commands/answer-invitation/answer-invitation.command';
import { ContactLinkReader } from '../queries/contact-link.reader';

@ApiTags('safety network')
@Controller('trusted-contact-links')
export class ContactLinksController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly tokens: MessageTokens,
    private readonly links: ContactLinkReader,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: "What a trusted contact's link shows: her invitation, and what she shares once accepted" })
  view(@Query() query: MessageTokenQuery): Promise<ContactLinkView> {
    const token = this.verified(query.token);
    return this.viewOf(token.userId, token.contactId);
  }

  @Post()
  @HttpCode(200)
  @WriteLimit('message-link')
  @Access('public')
  @ApiOperation({ summary: 'A trusted contact accepts, declines or stops, with their link (no account needed)' })
  async answer(
    @Query() query: MessageTokenQuery,
    @Body() body: ContactAnswerRequest,
    @Req() request: FastifyRequest,
  ): Promise<ContactLinkView> {
    const token = this.verified(query.token);
    const timeZone = body.timeZone && isTimeZone(body.timeZone) ? body.timeZone : null;
    const { position }: Appended = await this.commandBus.execute(
      new AnswerInvitationCommand(token.userId, token.contactId, body.answer, timeZone, this.context(request)),
    );
    await this.waiter.waitFor('safety', position);
    return this.viewOf(token.userId, token.contactId);
  }

  @Post('stop')
  @HttpCode(200)
  @WriteLimit('message-link')
  @Access('public')
  @ApiOperation({
    summary: "A trusted contact stops hearing from her network; a mail client's one-click (RFC 8058) posts here",
  })
  async stop(
    @Query() query: MessageTokenQuery,
    @Body() _body: ContactStopRequest,
    @Req() request: FastifyRequest,
  ): Promise<{ stopped: true }> {
    const token = this.verified(query.token);
    const { position }: Appended = await this.commandBus.execute(
      new AnswerInvitationCommand(token.userId, token.contactId, 'stop', null, this.context(request)),
    );
    await this.waiter.waitFor('safety', position);
    return { stopped: true };
  }

  private async viewOf(userId: string, contactId: string): Promise<ContactLinkView> {
    const view = await this.links.viewOf(userId, contactId);
    if (!view) {
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        code: 'LINK_GONE',
        message: "This link no longer works: you are not in this traveller's safety network",
      });
    }
    return view;
  }

  private verified(text: string) {
    const token = this.tokens.verify(text, 'contact');
    if (!token) throw invalidLink('This link is not valid: use the link in the latest message you received');
    return token;
  }

  /** The contact acts on her stream with the authority of her link: no one is signed in. */
  private context(request: FastifyRequest): CommandContext {
    return anonymousContext(request, this.config.COOKIE_SECRET);
  }
}
