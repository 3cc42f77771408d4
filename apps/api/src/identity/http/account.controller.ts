/** `GET /api/user` and `POST /api/logout`. */
import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@safetrails/contracts';
import { LogoutRequest } from '@safetrails/contracts/dto';
import { Access } from '../access/access.decorator';
import { CurrentUserReader } from '../queries/current-user.query';
import { SessionService } from '../sessions/session.service';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';

@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly users: CurrentUserReader,
    private readonly sessions: SessionService,
  ) {}

  @Get('user')
  @Access('signed-in')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  @ApiOkResponse({ description: '`{ id, username, name, email, roles, betaAccess, identities }`' })
  async user(@Req() request: FastifyRequest): Promise<CurrentUser> {
    const user = request.principal ? await this.users.read(request.principal.userId) : null;
    if (!user) throw new UnauthorizedException({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first' });
    return user;
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
