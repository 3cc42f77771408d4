/**
 * Request DTOs of the waitlist routes. The API's validation pipe and the OpenAPI document both read
 * these decorators, so the rules live in one place.
 */
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim, trimToUndefined } from './transforms';
import {
  RECENT_SIGNUPS_MAX_LIMIT,
  WAITLIST_COMPANY_MAX_LENGTH,
  WAITLIST_EMAIL_MAX_LENGTH,
  WAITLIST_NAME_MAX_LENGTH,
  WAITLIST_ROLE_MAX_LENGTH,
} from '../constants/waitlist.constants';

/** `POST /api/core/waitlist/join/`: the landing modal sends the frequent-traveller flag, /waitlist sends company and role. */
export class JoinWaitlistRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  // class-validator checks the bottom decorator first; with stopAtFirstError, the most basic rule wins.
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(WAITLIST_EMAIL_MAX_LENGTH, { message: `email must be at most ${WAITLIST_EMAIL_MAX_LENGTH} characters` })
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email is required' })
  email!: string;

  @Transform(trim)
  @MaxLength(WAITLIST_NAME_MAX_LENGTH, { message: `name must be at most ${WAITLIST_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'name must be a string' })
  @IsNotEmpty({ message: 'name is required' })
  name!: string;

  @IsOptional()
  @IsBoolean({ message: 'is_frequent_traveler must be true or false' })
  is_frequent_traveler?: boolean;

  @Transform(trimToUndefined)
  @IsOptional()
  @MaxLength(WAITLIST_COMPANY_MAX_LENGTH, {
    message: `company must be at most ${WAITLIST_COMPANY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'company must be a string' })
  company?: string;

  @Transform(trimToUndefined)
  @IsOptional()
  @MaxLength(WAITLIST_ROLE_MAX_LENGTH, { message: `role must be at most ${WAITLIST_ROLE_MAX_LENGTH} characters` })
  @IsString({ message: 'role must be a string' })
  role?: string;
}

/** `GET /api/waitlist/recent?limit=`: how many of the latest sign-ups to show. */
export class RecentSignupsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(RECENT_SIGNUPS_MAX_LIMIT, { message: `limit must be at most ${RECENT_SIGNUPS_MAX_LIMIT}` })
  limit?: number;
}
