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
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

/** localhost and 127.0.0.1 count: the tests point the providers at a local mock. */
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

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

  /**
   * Connections of the read-model pool per API process (queries, sessions, rate limits). Requests
   * beyond it wait for a connection; the database has 200 for every process together.
   */
  @Type(() => Number)
  @IsInt({ message: 'DATABASE_POOL_SIZE must be an integer' })
  @Min(2, { message: 'DATABASE_POOL_SIZE must be from 2 to 80' })
  @Max(80, { message: 'DATABASE_POOL_SIZE must be from 2 to 80' })
  DATABASE_POOL_SIZE = 10;

  /**
   * Connections of the event store's pool per API process (commands: a stream's read, the append).
   * A command holds its connection until this process's event loop takes the answer, so under a
   * burst of writes the pool's queue, not PostgreSQL, is where they wait: fifty ratings at once met
   * the first instant of bench (h) faster with 20 than with 10 (docs/BENCHMARKS.md (h)).
   */
  @Type(() => Number)
  @IsInt({ message: 'COMMAND_POOL_SIZE must be an integer' })
  @Min(2, { message: 'COMMAND_POOL_SIZE must be from 2 to 80' })
  @Max(80, { message: 'COMMAND_POOL_SIZE must be from 2 to 80' })
  COMMAND_POOL_SIZE = 20;

  /**
   * Requests that may wait for a read-model connection while all DATABASE_POOL_SIZE are in use
   * (per API process). A waiting request waits as long as it takes, and is answered; past this
   * many, a request is refused at once with 503, code BUSY and `Retry-After: 1`. Each waiting
   * request holds its socket and a little memory, nothing in PostgreSQL.
   */
  @Type(() => Number)
  @IsInt({ message: 'DATABASE_QUEUE_LIMIT must be an integer' })
  @Min(1, { message: 'DATABASE_QUEUE_LIMIT must be from 1 to 100000' })
  @Max(100_000, { message: 'DATABASE_QUEUE_LIMIT must be from 1 to 100000' })
  DATABASE_QUEUE_LIMIT = 2_000;

  /**
   * How long an API process warms its request path before it listens (platform/http/warm-up.ts):
   * anonymous reads of a traveller's first pages, asked in process. 0: it listens at once, cold.
   */
  @Type(() => Number)
  @IsInt({ message: 'WARM_UP_MS must be an integer' })
  @Min(0, { message: 'WARM_UP_MS must be from 0 to 60000' })
  @Max(60_000, { message: 'WARM_UP_MS must be from 0 to 60000' })
  WARM_UP_MS = 3_000;

  /** The same bound for commands waiting for an event-store connection (COMMAND_POOL_SIZE). */
  @Type(() => Number)
  @IsInt({ message: 'COMMAND_QUEUE_LIMIT must be an integer' })
  @Min(1, { message: 'COMMAND_QUEUE_LIMIT must be from 1 to 100000' })
  @Max(100_000, { message: 'COMMAND_QUEUE_LIMIT must be from 1 to 100000' })
  COMMAND_QUEUE_LIMIT = 1_000;

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

  /**
   * The erasure ledger (docs/OPERATIONS.md "Erasures"): every shredded key's subject, one line each,
   * written before the key is deleted. Keep it on storage apart from the database and its backups:
   * a restore deletes these keys again, so an older backup cannot make an erased traveller readable.
   */
  @IsString()
  @MinLength(1, { message: 'ERASURE_LEDGER must be a file path' })
  ERASURE_LEDGER = '.erasures/ledger.jsonl';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
  })
  LOG_LEVEL = 'info';

  /** Time each stage of the request path into /metrics (docs/BENCHMARKS.md (c)); off by default. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  REQUEST_STAGE_TIMING = false;

  /** `json` (one object per line) or `pretty` (human lines); unset: pretty in a terminal, JSON otherwise. */
  @IsOptional()
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: 'json' | 'pretty';

  /** Requests per minute per client IP on anonymous writes (waitlist, feedback, sign-in). */
  @Type(() => Number)
  @IsInt({ message: 'RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE must be an integer' })
  @Min(1, { message: 'RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE must be at least 1' })
  RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE = 10;

  /** Writes per minute from one client address, all kinds together (docs/DEPLOYMENT.md "Rate limits"). */
  @Type(() => Number)
  @IsInt({ message: 'RATE_LIMIT_IP_WRITES_PER_MINUTE must be an integer' })
  @Min(1, { message: 'RATE_LIMIT_IP_WRITES_PER_MINUTE must be at least 1' })
  RATE_LIMIT_IP_WRITES_PER_MINUTE = 300;

  /** Multiplies every write limit: tests and load benchmarks that write fast from one address raise it. */
  @Type(() => Number)
  @IsNumber({}, { message: 'RATE_LIMIT_FACTOR must be a number' })
  @Min(0.01, { message: 'RATE_LIMIT_FACTOR must be more than 0' })
  RATE_LIMIT_FACTOR = 1;

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

  /**
   * The address people reach the app at (scheme, host, port; no path): the providers send them back
   * to `<PUBLIC_URL>/api/auth/<provider>/callback`. Default: http://localhost:<PORT>.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^/?#\s]+$/, {
    message: 'PUBLIC_URL must be an origin (scheme, host and port only), e.g. https://safetrails.example.org',
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  @IsUrl(HTTP_URL, { message: 'GOOGLE_AUTHORIZATION_URL must be an http(s) URL' })
  GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

  @IsUrl(HTTP_URL, { message: 'GOOGLE_TOKEN_URL must be an http(s) URL' })
  GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  /** passport-google-oauth20 reads an OpenID profile only from a URL ending in /userinfo. */
  @IsUrl(HTTP_URL, { message: 'GOOGLE_USERINFO_URL must be an http(s) URL' })
  @Matches(/\/userinfo$/, {
    message: 'GOOGLE_USERINFO_URL must end in /userinfo (an OpenID Connect userinfo endpoint)',
  })
  GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

  @IsOptional()
  @IsString()
  REDDIT_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  REDDIT_CLIENT_SECRET?: string;

  @IsUrl(HTTP_URL, { message: 'REDDIT_AUTHORIZATION_URL must be an http(s) URL' })
  REDDIT_AUTHORIZATION_URL = 'https://www.reddit.com/api/v1/authorize';

  @IsUrl(HTTP_URL, { message: 'REDDIT_TOKEN_URL must be an http(s) URL' })
  REDDIT_TOKEN_URL = 'https://www.reddit.com/api/v1/access_token';

  @IsUrl(HTTP_URL, { message: 'REDDIT_USERINFO_URL must be an http(s) URL' })
  REDDIT_USERINFO_URL = 'https://oauth.reddit.com/api/v1/me';

  /** Reddit asks every client for a User-Agent of the form <platform>:<app id>:<version> (by /u/<name>). */
  @IsString()
  REDDIT_USER_AGENT = 'web:safetrails:0.1.0';

  /**
   * The raster tile server the maps draw streets from, `{z}/{x}/{y}` style. OpenStreetMap's own
   * tiles by default, used within their policy (https://operations.osmfoundation.org/policies/tiles/):
   * attributed, sent the site's origin as Referer, never prefetched or kept for offline use. `off`
   * draws only the basemap the app ships with, which is also what shows when tiles cannot load.
   */
  @Matches(/^(off|https?:\/\/[^\s"<>]+)$/, { message: 'MAP_TILE_URL must be an http(s) URL template or off' })
  MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  /** The credit the tile server asks for, as HTML (links allowed). */
  @IsString()
  @Matches(/^[^<>]*(<a href="https:\/\/[^"<>]+">[^<>]*<\/a>[^<>]*)*$/, {
    message: 'MAP_TILE_ATTRIBUTION may hold only text and <a href="https://…"> links',
  })
  MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

  /**
   * Hours between live refreshes of the governments' travel advice (docs/ADVISORIES.md); 0 turns the
   * refresh off (the tests do). A source that cannot be reached logs one line and keeps what we have.
   */
  @Type(() => Number)
  @IsInt({ message: 'ADVISORY_REFRESH_HOURS must be an integer' })
  @Min(0, { message: 'ADVISORY_REFRESH_HOURS must be 0 (off) or more' })
  @Max(24 * 30, { message: 'ADVISORY_REFRESH_HOURS must be at most 720' })
  ADVISORY_REFRESH_HOURS = 6;

  /**
   * Minutes between polls of each official alert feed, USGS and GDACS (docs/ALERTS.md); 0 turns
   * polling off (the tests do). A feed that cannot be reached logs one line and blocks no other.
   */
  @Type(() => Number)
  @IsInt({ message: 'ALERT_POLL_MINUTES must be an integer' })
  @Min(0, { message: 'ALERT_POLL_MINUTES must be 0 (off) or more' })
  @Max(24 * 60, { message: 'ALERT_POLL_MINUTES must be at most 1440' })
  ALERT_POLL_MINUTES = 5;

  /**
   * Where alert emails go out (docs/NOTIFICATIONS.md): `smtp://user:password@host:587` (STARTTLS when
   * the server offers it) or `smtps://…:465`. `npm start` without it runs a local mail catcher and
   * sets it; unset elsewhere, email alerts are unavailable and the settings page says so.
   */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From of alert emails. */
  @IsString()
  @Matches(/^[^<>\r\n]*<?[^@\s<>]+@[^@\s<>]+>?$/, {
    message: 'MAIL_FROM must be an address, e.g. SafeTrails <alerts@example.org>',
  })
  MAIL_FROM = 'SafeTrails alerts <alerts@safetrails.invalid>';

  /** The VAPID key pair that signs Web Push (base64url); the launcher generates one into DATA_DIR when unset. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{86,88}$/, { message: 'VAPID_PUBLIC_KEY must be an uncompressed P-256 key, base64url' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{42,44}$/, { message: 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url' })
  VAPID_PRIVATE_KEY?: string;

  /** Who push services can reach about our pushes (RFC 8292): a mailto: or https: address. */
  @Matches(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT = 'mailto:alerts@safetrails.invalid';

  /**
   * The push services a browser's subscription may point at (host suffixes, comma-separated): the
   * notifier sends to a subscription's URL, so any other host is refused (no requests to places a
   * client names). Outside production, localhost and 127.0.0.1 (a local push service) are allowed too.
   */
  @IsString()
  PUSH_SERVICE_HOSTS =
    'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

  /**
   * The notifier's first retry after a failed delivery, in seconds; each next one waits four times
   * longer (30 s, 2 min, 8 min, 32 min, 2 h), and it gives up after six attempts.
   */
  @Type(() => Number)
  @IsNumber({}, { message: 'NOTIFIER_RETRY_SECONDS must be a number' })
  @Min(0.01, { message: 'NOTIFIER_RETRY_SECONDS must be more than 0' })
  NOTIFIER_RETRY_SECONDS = 30;

  /** Messages the notifier sends at once. */
  @Type(() => Number)
  @IsInt({ message: 'NOTIFIER_CONCURRENCY must be an integer' })
  @Min(1, { message: 'NOTIFIER_CONCURRENCY must be from 1 to 256' })
  @Max(256, { message: 'NOTIFIER_CONCURRENCY must be from 1 to 256' })
  NOTIFIER_CONCURRENCY = 32;

  /**
   * Load the sample content for trying the product (`npm run dev` sets it; the end-to-end tests
   * too): five demo cities with invented baselines, demo waitlist sign-ups, forum discussions and
   * alerts by the development personas. Off by default: a default run shows only sourced data.
   */
  @Transform(({ value }: { value: unknown }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  SAMPLE_DATA = false;

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

/** Where people reach the app; the providers' callbacks hang off it. */
export function publicUrl(config: AppConfig): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
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
  const lines = [...errors.flatMap((error) => Object.values(error.constraints ?? {})), ...crossFieldErrors(config)];
  if (lines.length > 0) throw new Error(`Invalid configuration:\n  - ${lines.join('\n  - ')}`);
  return config;
}

/** Rules about variables together, which a decorator on one of them cannot say. */
function crossFieldErrors(config: AppConfig): string[] {
  const lines: string[] = [];
  for (const provider of ['GOOGLE', 'REDDIT'] as const) {
    if (Boolean(config[`${provider}_CLIENT_ID`]) !== Boolean(config[`${provider}_CLIENT_SECRET`])) {
      lines.push(`${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`);
    }
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    lines.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const providers = providersConfigured(config);
  if (config.NODE_ENV === 'production' && (providers.google || providers.reddit) && !config.PUBLIC_URL) {
    lines.push('PUBLIC_URL must be set in production when a sign-in provider is configured (the callback address)');
  }
  return lines;
}

/** Whether a push subscription's URL points at a push service we send to (PUSH_SERVICE_HOSTS). */
export function allowedPushEndpoint(config: AppConfig, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (local) return config.NODE_ENV !== 'production';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return config.PUSH_SERVICE_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
