/** Request DTOs of the account routes. */
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOGOUT_SCOPES, type LogoutScope } from '../api/identity.responses';

export class LogoutRequest {
  @IsOptional()
  @IsIn(LOGOUT_SCOPES, { message: `scope must be one of ${LOGOUT_SCOPES.join(', ')}` })
  scope?: LogoutScope;
}

export class DevelopmentSignInRequest {
  @IsIn(['traveller', 'traveller-beta', 'moderator', 'admin'], {
    message: 'persona must be traveller, traveller-beta, moderator or admin',
  })
  persona!: string;
}

/** `POST /api/core/waitlist/verify/`: an invitation token as issued (43 URL-safe base64 characters). */
export class VerifyBetaRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'token must be the code from your invitation' })
  @MaxLength(100, { message: 'token must be at most 100 characters' })
  @IsString({ message: 'token must be a string' })
  @IsNotEmpty({ message: 'token is required' })
  token!: string;
}
