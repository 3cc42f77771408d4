import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access/access.guard';
import { ChangeRoleHandler } from './commands/change-role/change-role.handler';
import { GrantBetaAccessHandler } from './commands/grant-beta-access/grant-beta-access.handler';
import { IssueBetaInvitationsHandler } from './commands/issue-beta-invitations/issue-beta-invitations.handler';
import { RedeemBetaInvitationHandler } from './commands/redeem-beta-invitation/redeem-beta-invitation.handler';
import { LinkIdentityHandler } from './commands/link-identity/link-identity.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { ErasuresOnStart } from './commands/delete-account/erasures-on-start';
import { SaveSafetyProfileHandler } from './commands/save-safety-profile/save-safety-profile.handler';
import { UpdateAccountHandler } from './commands/update-account/update-account.handler';
import { ProfileController } from './http/profile.controller';
import { SafetyProfileController } from './http/safety-profile.controller';
import { ProfileReader } from './queries/profile.readers';
import { AccountController } from './http/account.controller';
import { AuthController } from './http/auth.controller';
import { OAuthController } from './http/oauth.controller';
import { SessionStarter } from './http/session-starter';
import { VerifyBetaController } from './http/verify-beta.controller';
import { OAuthProviders } from './oauth/oauth-providers';
import { CurrentUserReader } from './queries/current-user.query';
import { SessionService } from './sessions/session.service';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';

@Module({
  // The access guard counts a signed-in write's rate limits with its session's lookup.
  imports: [RateLimitModule],
  controllers: [
    AccountController,
    AuthController,
    OAuthController,
    VerifyBetaController,
    ProfileController,
    SafetyProfileController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    SessionService,
    SessionStarter,
    OAuthProviders,
    CurrentUserReader,
    SignInHandler,
    LinkIdentityHandler,
    ChangeRoleHandler,
    GrantBetaAccessHandler,
    IssueBetaInvitationsHandler,
    RedeemBetaInvitationHandler,
    UpdateAccountHandler,
    SaveSafetyProfileHandler,
    DeleteAccountHandler,
    ErasuresOnStart,
    ProfileReader,
  ],
  exports: [SessionService, CurrentUserReader, ErasuresOnStart],
})
export class IdentityModule {}
