/**
 * The API's configuration: every variable of .env.example that the API reads, validated at start
 * with one clear line per missing or malformed variable.
 */
import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

export class AppConfig {
  @IsIn(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' })
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number)
  @IsInt({ message: 'PORT must be an integer' })
  @Min(1, { message: 'PORT must be from 1 to 65535' })
  @Max(65535, { message: 'PORT must be from 1 to 65535' })
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsOptional()
  @Matches(/^(esdb|kurrentdb)(\+discover)?:\/\//, {
    message: 'EVENTSTORE_CONNECTION_STRING must be an esdb:// connection string',
  })
  EVENTSTORE_CONNECTION_STRING?: string;

  @IsString()
  @MinLength(32, { message: 'COOKIE_SECRET must be at least 32 characters (the launcher generates one in DATA_DIR)' })
  COOKIE_SECRET!: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
  })
  LOG_LEVEL = 'info';

  /** Requests per minute per client IP on anonymous writes (waitlist, feedback, sign-in). */
  @Type(() => Number)
  @IsInt({ message: 'RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE must be an integer' })
  @Min(1, { message: 'RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE must be at least 1' })
  RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE = 10;

  /** Trust X-Forwarded-For from a reverse proxy (set behind a load balancer). */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  TRUST_PROXY = false;

  /** Days a session lasts without signing in again. */
  @Type(() => Number)
  @IsInt({ message: 'SESSION_TTL_DAYS must be an integer' })
  @Min(1, { message: 'SESSION_TTL_DAYS must be at least 1' })
  @Max(365, { message: 'SESSION_TTL_DAYS must be at most 365' })
  SESSION_TTL_DAYS = 30;

  /** Comma-separated emails that become admins when they first sign in. */
  @IsOptional()
  @IsString()
  ADMIN_EMAILS?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  @IsOptional()
  @IsString()
  REDDIT_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  REDDIT_CLIENT_SECRET?: string;

  /** Built web app served at `/` (apps/web/dist). */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Built admin app served at `/admin` (apps/admin/dist). */
  @IsOptional()
  @IsString()
  ADMIN_DIST_DIR?: string;
}

export function adminEmails(config: AppConfig): ReadonlySet<string> {
  return new Set(
    (config.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function providersConfigured(config: AppConfig): { google: boolean; reddit: boolean } {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    reddit: Boolean(config.REDDIT_CLIENT_ID && config.REDDIT_CLIENT_SECRET),
  };
}

/** The development sign-in: never in production, and only while no real provider is configured. */
export function developmentSignInEnabled(config: AppConfig): boolean {
  const providers = providersConfigured(config);
  return config.NODE_ENV !== 'production' && !providers.google && !providers.reddit;
}

export function validateConfig(env: Record<string, unknown>): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration:\n  - ${lines.join('\n  - ')}`);
  }
  return config;
}
