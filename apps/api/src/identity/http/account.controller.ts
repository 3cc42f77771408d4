/** `GET /api/user`, `PUT /api/user/language` and `POST /api/logout`. */
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@safetrails/contracts';
import { ChooseLanguageRequest, DeleteAccountRequest, LogoutRequest } from '@safetrails/contracts/dto';
import { AppConfig } from '../../config/app.config';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import { DeleteAccountCommand } from '../commands/delete-account/delete-account.command';
import { UpdateAccountCommand } from '../commands/update-account/update-account.command';
import { principalOf, userContext } from './user-context';
import { Access, AllowWhileBanned } from '../../platform/http/access.decorator';
import { CurrentUserReader } from '../queries/current-user.query';
import { SessionService } from '../sessions/session.service';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';

@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly users: CurrentUserReader,
    private readonly sessions: SessionService,
    private readonly commandBus: CommandBus,
    private readonly config: AppConfig,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Delete('user')
  @HttpCode(200)
  @Access('signed-in')
  @AllowWhileBanned()
  @ApiOperation({ summary: 'Delete your account: personal data erased (crypto-shredding), every session ended' })
  async deleteAccount(
    @Body() _body: DeleteAccountRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    await this.commandBus.execute(
      new DeleteAccountCommand(principalOf(request).userId, userContext(request, this.config.COOKIE_SECRET)),
    );
    clearSessionCookie(reply);
    return { ok: true };
  }

  @Get('user')
  @Access('public')
  @ApiOperation({
    summary: 'Who is signed in: the user, or null when signed out',
    description:
      "Always 200, so that a signed-out visitor's browser logs no failed request: being signed out is an answer, not an error.",
  })
  @ApiOkResponse({ description: '`{ id, username, name, email, roles, betaAccess, identities }`, or `null`' })
  async user(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser | null> {
    const user = request.principal ? await this.users.read(request.principal.userId) : null;
    // Typed, so that Fastify serialises a signed-out visitor's answer as the JSON `null`, not an empty body.
    void reply.type('application/json; charset=utf-8');
    return user;
  }

  @Put('user/language')
  @WriteLimit('account')
  @Access('signed-in')
  @ApiOperation({
    summary: 'Choose the language she reads SafeTrails in: es, fr, de, pt-BR, ar or en',
    description:
      'Kept on her account: the app opens in it on her other devices, and her emails and push notifications are written in it.',
  })
  async chooseLanguage(@Body() body: ChooseLanguageRequest, @Req() request: FastifyRequest): Promise<CurrentUser> {
    const userId = principalOf(request).userId;
    const { position } = await this.commandBus.execute(
      new UpdateAccountCommand(
        userId,
        { kind: 'language', language: body.language },
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('users', position);
    return (await this.users.read(userId))!;
  }

  @Post('logout')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Sign out: `local` (this device, default), `global` (all devices) or `others`' })
  async logout(
    @Body() body: LogoutRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const token = sessionTokenOf(request);
    const scope = body.scope ?? 'local';
    if (token) await this.sessions.end(token, scope);
    if (scope !== 'others') clearSessionCookie(reply);
    return { ok: true };
  }
}
