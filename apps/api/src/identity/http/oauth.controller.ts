/**
 * Sign-in with Google and Reddit in the popup of spec part 1. `GET /api/auth/:provider` sends the
 * popup to the provider (with `?link=1`, to add that provider to the signed-in account instead);
 * the provider sends it back to `GET /api/auth/:provider/callback`, which checks the state, lets the
 * strategy exchange the code and read the profile, then signs the person in (a new session) or
 * links the identity, and answers with the page that reports the outcome to the opener.
 */
import {
  Controller,
  Get,
  Logger,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDENTITY_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  type AuthPopupMessage,
  type CurrentUser,
  type OAuthProvider,
} from '@safetrails/contracts';
import { AppConfig } from '../../config/app.config';
import { toErrorResponse } from '../../platform/http/http-exception.filter';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { Access } from '../../platform/http/access.decorator';
import { LinkIdentityCommand } from '../commands/link-identity/link-identity.command';
import { SignInCommand } from '../commands/sign-in/sign-in.command';
import { OAuthProviders, type ProviderSignIn } from '../oauth/oauth-providers';
import type { OAuthIntent, StateRefusal } from '../oauth/oauth-state.store';
import { authenticate, type PassportRequest } from '../oauth/passport-fastify';
import { POPUP_PAGE_HEADERS, popupPage } from '../oauth/popup-page';
import type { ProviderIdentity } from '../oauth/provider-identity';
import { CurrentUserReader } from '../queries/current-user.query';
import { SessionStarter } from './session-starter';
import { userContext } from './user-context';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';

/** The popup page's message, and the HTTP status it is served with. */
interface PopupAnswer {
  readonly status: number;
  readonly message: AuthPopupMessage;
}

@ApiTags('account')
@Controller('auth')
export class OAuthController {
  private readonly logger = new Logger(OAuthController.name);

  constructor(
    private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly providers: OAuthProviders,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserReader,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Get(':provider')
  @Access('public')
  @ApiOperation({
    summary: 'Provider sign-in, opened in a 500x600 popup: redirects to Google or Reddit',
    description:
      'With `link`, links the provider to the signed-in account instead. 503 naming the settings to set when the provider is not set up here; 404 for a provider we do not support.',
  })
  @ApiParam({ name: 'provider', enum: OAUTH_PROVIDERS })
  @ApiQuery({ name: 'link', required: false, description: 'present: link to the signed-in account' })
  async start(
    @Param('provider') name: string,
    @Query('link') link: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const signIn = this.offered(name);
    let intent: OAuthIntent = { mode: 'sign-in' };
    if (link !== undefined) {
      if (!request.principal) {
        return this.answer(reply, refusal(signIn.provider, 401, 'SIGN_IN_REQUIRED', 'Sign in first, then link.'));
      }
      intent = { mode: 'link', userId: request.principal.userId };
    }
    // No query for the strategy: a `code` here must not be taken for a provider's answer.
    const outcome = await authenticate(signIn.strategy, passportRequest({}, request, reply), {
      ...signIn.authenticateOptions,
      state: intent,
    });
    if (outcome.kind === 'redirect') {
      // Explicit 302: Nest has already set the route's 200, which Fastify's redirect would keep.
      void reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
      return;
    }
    this.logger.error(`${signIn.provider} sign-in could not start: ${describe(outcome)}`);
    return this.answer(reply, providerFailure(signIn.provider));
  }

  @Get(':provider/callback')
  @Access('public')
  @WriteLimit('sign-in')
  @ApiOperation({
    summary: 'Where the provider sends the popup back: signs in (or links) and reports to the opener',
    description:
      'Answers an HTML page that posts `{ type: "auth-success", provider, user }` or `{ type: "auth-error", provider, error, code }` to its opener, on this origin only.',
  })
  @ApiParam({ name: 'provider', enum: OAUTH_PROVIDERS })
  async callback(
    @Param('provider') name: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const signIn = this.offered(name);
    const { provider } = signIn;
    if (typeof query.code !== 'string' && typeof query.error !== 'string') {
      return this.answer(reply, refusal(provider, 400, 'INVALID_CALLBACK', 'The sign-in answer was incomplete.'));
    }
    const outcome = await authenticate(
      signIn.strategy,
      passportRequest(query, request, reply),
      signIn.authenticateOptions,
    );
    switch (outcome.kind) {
      case 'success': {
        const intent = (outcome.info as { state?: OAuthIntent } | undefined)?.state;
        if (!intent) throw new Error('the state store verified a state without an intent');
        return this.answer(reply, await this.complete(request, reply, outcome.user as ProviderIdentity, intent));
      }
      case 'failure': {
        if (outcome.status === 403) {
          const { code, message } = outcome.challenge as StateRefusal;
          return this.answer(reply, refusal(provider, 403, code, message));
        }
        const denied = `You did not allow SafeTrails to use your ${IDENTITY_PROVIDER_NAMES[provider]} account.`;
        return this.answer(reply, refusal(provider, 401, 'ACCESS_DENIED', denied));
      }
      case 'redirect':
      case 'error':
        this.logger.warn(`${provider} sign-in failed: ${describe(outcome)}`);
        return this.answer(reply, providerFailure(provider));
    }
  }

  /** Signs the person in under a new session, or links the identity to the signed-in user. */
  private async complete(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: ProviderIdentity,
    intent: OAuthIntent,
  ): Promise<PopupAnswer> {
    const { provider } = identity;
    try {
      let user: CurrentUser;
      if (intent.mode === 'link') {
        // The account the link was started for must still be the one signed in here.
        if (request.principal?.userId !== intent.userId) {
          return refusal(provider, 401, 'SIGN_IN_REQUIRED', 'You were signed out meanwhile. Sign in, then link again.');
        }
        const { position } = await this.commandBus.execute(
          new LinkIdentityCommand(
            intent.userId,
            provider,
            identity.subject,
            userContext(request, this.config.COOKIE_SECRET),
          ),
        );
        await this.waiter.waitFor('users', position);
        const linked = await this.users.read(intent.userId);
        if (!linked) throw new Error('linked user missing from the read model');
        user = linked;
      } else {
        const context = { ...anonymousContext(request, this.config.COOKIE_SECRET), idempotencyKey: null };
        const signedIn = await this.commandBus.execute(
          new SignInCommand(
            provider,
            identity.subject,
            { displayName: identity.displayName, email: identity.email },
            context,
          ),
        );
        user = await this.sessions.start(request, reply, signedIn, context);
      }
      return { status: 200, message: { type: 'auth-success', provider, user } };
    } catch (error) {
      const response = toErrorResponse(error);
      if (response.statusCode >= 500) {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
      return refusal(provider, response.statusCode, response.code, response.message);
    }
  }

  private offered(name: string): ProviderSignIn {
    const signIn = this.providers.find(name);
    const known = OAUTH_PROVIDERS.find((provider) => provider === name);
    if (!signIn && known) {
      // A provider we support that this server has no credentials for: say which settings to set.
      const prefix = known.toUpperCase();
      const settings = [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`];
      throw new ServiceUnavailableException({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'PROVIDER_NOT_CONFIGURED',
        message: `${IDENTITY_PROVIDER_NAMES[known]} sign-in is not set up on this server: set ${settings.join(' and ')} (docs/DEPLOYMENT.md)`,
        settings,
      });
    }
    if (!signIn) {
      throw new NotFoundException({
        statusCode: 404,
        error: 'Not Found',
        message: `No ${name} sign-in on this server`,
      });
    }
    return signIn;
  }

  private answer(reply: FastifyReply, { status, message }: PopupAnswer): void {
    void reply.status(status).headers(POPUP_PAGE_HEADERS).send(popupPage(message));
  }
}

function passportRequest(
  query: Readonly<Record<string, unknown>>,
  request: FastifyRequest,
  reply: FastifyReply,
): PassportRequest {
  return { query, fastify: { request, reply } };
}

function refusal(provider: OAuthProvider, status: number, code: string | undefined, error: string): PopupAnswer {
  return { status, message: { type: 'auth-error', provider, error, ...(code ? { code } : {}) } };
}

function providerFailure(provider: OAuthProvider): PopupAnswer {
  const name = IDENTITY_PROVIDER_NAMES[provider];
  return refusal(provider, 502, 'PROVIDER_ERROR', `${name} could not complete the sign-in. Please try again.`);
}

function describe(outcome: { readonly kind: string; readonly error?: unknown }): string {
  if (outcome.kind !== 'error') return `the strategy answered with a ${outcome.kind}`;
  return outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
}
