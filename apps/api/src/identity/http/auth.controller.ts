/**
 * Sign-in options and the development sign-in, which exists only outside production and while no
 * real provider is configured. The Google and Reddit sign-in is oauth.controller.ts.
 */
import { laterPosition } from '@safetrails/contracts';
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthOptions, CurrentUser } from '@safetrails/contracts';
import { DevelopmentSignInRequest } from '@safetrails/contracts/dto';
import { AppConfig, developmentSignInEnabled, providersConfigured } from '../../config/app.config';
import { anonymousContext } from '../../platform/http/request-context';
import { Access } from '../../platform/http/access.decorator';
import { ChangeRoleCommand } from '../commands/change-role/change-role.command';
import { GrantBetaAccessCommand } from '../commands/grant-beta-access/grant-beta-access.command';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { DEVELOPMENT_PERSONAS } from './development-personas';
import { SessionStarter } from './session-starter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

@ApiTags('account')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionStarter,
  ) {}

  @Get('options')
  @Access('public')
  @ApiOperation({ summary: 'Which sign-in methods this server offers' })
  options(): AuthOptions {
    const enabled = developmentSignInEnabled(this.config);
    return {
      providers: providersConfigured(this.config),
      developmentSignIn: {
        enabled,
        personas: enabled ? DEVELOPMENT_PERSONAS.map(({ id, label, description }) => ({ id, label, description })) : [],
      },
    };
  }

  @Post('development/sign-in')
  @HttpCode(200)
  @Access('public')
  @WriteLimit('sign-in')
  @ApiOperation({ summary: 'Development only: sign in as a demo traveller, moderator or admin' })
  async developmentSignIn(
    @Body() body: DevelopmentSignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const persona = DEVELOPMENT_PERSONAS.find((candidate) => candidate.id === body.persona);
    if (!developmentSignInEnabled(this.config) || !persona) {
      throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No development sign-in here' });
    }
    const context = { ...anonymousContext(request, this.config.COOKIE_SECRET), idempotencyKey: null };
    const signedIn = await this.commandBus.execute(
      new SignInCommand('development', persona.id, { displayName: persona.displayName, email: persona.email }, context),
    );
    const actor = { ...context, actorId: null, actorRole: 'system' as const };
    let position = signedIn.position;
    for (const role of persona.roles) {
      const granted = await this.commandBus.execute(
        new ChangeRoleCommand('grant', signedIn.userId, role, 'Development persona', actor),
      );
      position = laterPosition(position, granted.position);
    }
    if (persona.betaAccess) {
      const granted = await this.commandBus.execute(
        new GrantBetaAccessCommand(signedIn.userId, 'Development persona', actor),
      );
      position = laterPosition(position, granted.position);
    }
    return this.sessions.start(request, reply, { userId: signedIn.userId, position }, context);
  }
}
