/** Request DTOs of the alert settings (`/api/alert-settings`) and of unsubscribing (docs/NOTIFICATIONS.md). */
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ALERT_SEVERITIES, type AlertSeverity } from '../constants/alert.constants';
import {
  MONITOR_LABEL_MAX_LENGTH,
  MONITOR_RADIUS_MAX_METRES,
  MONITOR_RADIUS_MIN_METRES,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../constants/notification.constants';
import { MAX_ID } from './ids';
import { roundCoordinate, trim, trimToNull } from './transforms';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A P-256 public key (65 bytes) and an auth secret (16 bytes), base64url as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{21,24}={0,2}$/;

/** An IANA time zone this runtime knows ("Asia/Kathmandu"). */
export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export class QuietHoursInput {
  @Matches(CLOCK_TIME, { message: 'quietHours.start must be a time of day such as 22:00' })
  @IsString({ message: 'quietHours.start must be a time of day such as 22:00' })
  start!: string;

  @Matches(CLOCK_TIME, { message: 'quietHours.end must be a time of day such as 07:00' })
  @IsString({ message: 'quietHours.end must be a time of day such as 07:00' })
  end!: string;

  @IsIn(['place', 'home'], { message: "quietHours.zone must be 'place' (the place's own time) or 'home'" })
  zone!: 'place' | 'home';
}

/** `PATCH /api/alert-settings`: any of the settings; what is absent stays as it was. */
export class UpdateAlertSettingsRequest {
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @IsOptional()
  @IsIn(ALERT_SEVERITIES, { message: `minimumSeverity must be one of ${ALERT_SEVERITIES.join(', ')}` })
  minimumSeverity?: AlertSeverity;

  @IsOptional()
  @IsIn(NOTIFICATION_KINDS, { each: true, message: `each kind must be one of ${NOTIFICATION_KINDS.join(', ')}` })
  @ArrayUnique({ message: 'kinds must not repeat' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length, { message: 'kinds lists each kind at most once' })
  @IsArray({ message: 'kinds must be a list' })
  kinds?: NotificationKind[];

  @IsOptional()
  @IsBoolean({ message: 'includeUnverified must be true or false' })
  includeUnverified?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'push must be true or false' })
  push?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'email must be true or false' })
  email?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'tips must be true or false' })
  tips?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'alwaysCritical must be true or false' })
  alwaysCritical?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'digestLow must be true or false' })
  digestLow?: boolean;

  /**
   * `null` turns quiet hours off (IsOptional lets it through). Declared without `| null`: the
   * OpenAPI schema is generated from the declared type, and a union has none.
   */
  @IsOptional()
  @ValidateNested()
  @Type(() => QuietHoursInput)
  @IsObject({ message: 'quietHours must be { start, end, zone } or null' })
  quietHours?: QuietHoursInput;

  /** An IANA zone; that this runtime knows it is checked by the route (`isTimeZone`). */
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(64, { message: 'homeTimeZone must be a time zone such as Europe/Paris or Asia/Kathmandu' })
  @Matches(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, {
    message: 'homeTimeZone must be a time zone such as Europe/Paris or Asia/Kathmandu',
  })
  @IsString({ message: 'homeTimeZone must be a time zone such as Europe/Paris or Asia/Kathmandu' })
  homeTimeZone?: string | null;
}

class TripFields {
  @Transform(trimToNull)
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'tripStart must be a date such as 2026-12-24' })
  @IsString({ message: 'tripStart must be a date such as 2026-12-24' })
  tripStart?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'tripEnd must be a date such as 2027-01-06' })
  @IsString({ message: 'tripEnd must be a date such as 2027-01-06' })
  tripEnd?: string | null;
}

/** `POST /api/alert-settings/places`: a city of the catalogue, or a point with a label. */
export class AddMonitoredPlaceRequest extends TripFields {
  @IsOptional()
  @Min(1, { message: 'destinationId must be a destination id' })
  @Max(MAX_ID, { message: 'destinationId must be a destination id' })
  @IsInt({ message: 'destinationId must be a destination id' })
  destinationId?: number;

  @ValidateIf((request: AddMonitoredPlaceRequest) => request.destinationId === undefined)
  @Transform(roundCoordinate)
  @Max(90, { message: 'latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'latitude must be a number from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number from -90 to 90' })
  @IsDefined({ message: 'latitude is required for a point (or give a destinationId)' })
  latitude?: number;

  @ValidateIf((request: AddMonitoredPlaceRequest) => request.destinationId === undefined)
  @Transform(roundCoordinate)
  @Max(180, { message: 'longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'longitude must be a number from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number from -180 to 180' })
  @IsDefined({ message: 'longitude is required for a point (or give a destinationId)' })
  longitude?: number;

  @ValidateIf((request: AddMonitoredPlaceRequest) => request.destinationId === undefined)
  @Transform(trim)
  @MaxLength(MONITOR_LABEL_MAX_LENGTH, { message: `label must be at most ${MONITOR_LABEL_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'label is required for a point: a name she will recognise, such as "Hotel in Thamel"' })
  @IsString({ message: 'label must be text' })
  label?: string;

  /** Absent: a city's own area, or 1,000 m around a point. */
  @IsOptional()
  @Max(MONITOR_RADIUS_MAX_METRES, { message: `radiusMetres must be at most ${MONITOR_RADIUS_MAX_METRES} (500 km)` })
  @Min(MONITOR_RADIUS_MIN_METRES, { message: `radiusMetres must be at least ${MONITOR_RADIUS_MIN_METRES}` })
  @IsInt({ message: 'radiusMetres must be a whole number of metres' })
  radiusMetres?: number | null;
}

/** `PATCH /api/alert-settings/places/{placeId}`. */
export class UpdateMonitoredPlaceRequest extends TripFields {
  /** null: the city's own area (a city only). */
  @IsOptional()
  @Max(MONITOR_RADIUS_MAX_METRES, { message: `radiusMetres must be at most ${MONITOR_RADIUS_MAX_METRES} (500 km)` })
  @Min(MONITOR_RADIUS_MIN_METRES, { message: `radiusMetres must be at least ${MONITOR_RADIUS_MIN_METRES}` })
  @IsInt({ message: 'radiusMetres must be a whole number of metres' })
  radiusMetres?: number | null;

  @IsOptional()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}

export class MonitoredPlaceParams {
  @Matches(/^(saved-\d{1,10}|[0-9a-f-]{36})$/, { message: 'placeId must be a monitored place id' })
  @IsString({ message: 'placeId must be a monitored place id' })
  placeId!: string;
}

class PushKeysInput {
  @Matches(P256DH, { message: 'keys.p256dh must be the subscription P-256 key (base64url)' })
  @IsString({ message: 'keys.p256dh must be the subscription P-256 key (base64url)' })
  p256dh!: string;

  @Matches(AUTH_SECRET, { message: 'keys.auth must be the subscription auth secret (base64url)' })
  @IsString({ message: 'keys.auth must be the subscription auth secret (base64url)' })
  auth!: string;
}

/** `POST /api/alert-settings/push-subscriptions`: what `PushSubscription.toJSON()` gives. */
export class AddPushSubscriptionRequest {
  @MaxLength(1024, { message: 'endpoint must be at most 1024 characters' })
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'endpoint must be the push service URL of the subscription' })
  @IsString({ message: 'endpoint must be the push service URL of the subscription' })
  endpoint!: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'expirationTime must be a time in ms or null' })
  expirationTime?: number | null;

  @ValidateNested()
  @Type(() => PushKeysInput)
  @IsObject({ message: 'keys must be { p256dh, auth }' })
  keys!: PushKeysInput;
}

export class PushSubscriptionParams {
  @Matches(/^[0-9a-f]{64}$/, { message: 'id must be a push device id' })
  @IsString({ message: 'id must be a push device id' })
  id!: string;
}

/** A link's signed token (unsubscribe, email confirmation): base64url, a payload and its signature. */
const TOKEN = /^[A-Za-z0-9_-]{16,600}\.[A-Za-z0-9_-]{43}$/;

export class MessageTokenQuery {
  @Matches(TOKEN, { message: 'token must be the token from the link' })
  @IsString({ message: 'token must be the token from the link' })
  token!: string;
}

/** `POST /api/alert-settings/email/confirm`: the confirmation link's token, in the body. */
export class ConfirmAlertEmailRequest extends MessageTokenQuery {}

/**
 * `POST /api/notifications/unsubscribe?token=`: from our page, which asks what to stop (`scope`), or
 * a mail client's one-click (RFC 8058: the form `List-Unsubscribe=One-Click`, read as `oneClick`).
 */
export class UnsubscribeRequest {
  @IsOptional()
  @IsIn(['place', 'kind', 'all'], { message: "scope must be 'place', 'kind' or 'all'" })
  scope?: 'place' | 'kind' | 'all';

  @IsOptional()
  @IsBoolean({ message: 'oneClick must be true or false' })
  oneClick?: boolean;
}

export class NotificationHistoryQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value))
  @IsOptional()
  @Max(200, { message: 'limit must be at most 200' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
