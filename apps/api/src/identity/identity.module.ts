import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access/access.guard';
import { ChangeRoleHandler } from './commands/change-role/change-role.handler';
import { GrantBetaAccessHandler } from './commands/grant-beta-access/grant-beta-access.handler';
import { IssueBetaInvitationsHandler } from './commands/issue-beta-invitations/issue-beta-invitations.handler';
import { RedeemBetaInvitationHandler } from './commands/redeem-beta-invitation/redeem-beta-invitation.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { AccountController } from './http/account.controller';
import { AuthController } from './http/auth.controller';
import { VerifyBetaController } from './http/verify-beta.controller';
import { piiVaultProvider } from './pii-vault.provider';
import { CurrentUserReader } from './queries/current-user.query';
import { SessionService } from './sessions/session.service';

@Module({
  controllers: [AccountController, AuthController, VerifyBetaController],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    piiVaultProvider,
    SessionService,
    CurrentUserReader,
    SignInHandler,
    ChangeRoleHandler,
    GrantBetaAccessHandler,
    IssueBetaInvitationsHandler,
    RedeemBetaInvitationHandler,
  ],
  exports: [SessionService, CurrentUserReader, piiVaultProvider],
})
export class IdentityModule {}
