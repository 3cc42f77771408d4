/**
 * Request DTOs of her safety network (docs/SAFETY-NETWORK.md): trips, trusted contacts, check-in
 * plans, check-ins, SOS, the safety check, and the links her contacts and she open from a message.
 * What depends on two fields (a stop's dates, one schedule kind of three) is checked by the route,
 * naming the field.
 */
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LOCALES, type Locale } from '../constants/locale.constants';
import {
  CHECK_IN_EVERY_HOURS_MAX,
  CHECK_IN_EVERY_HOURS_MIN,
  CHECK_IN_GRACE_MINUTES_MAX,
  CHECK_IN_REMINDER_MINUTES_MAX,
  CONTACT_NAME_MAX_LENGTH,
  SAFETY_CHECK_GRACE_MINUTES_MAX,
  TRIP_NAME_MAX_LENGTH,
  TRIP_STOPS_MAX,
} from '../constants/safety-network.constants';
import { MAX_ID } from './ids';
import { roundCoordinate, trim, trimToUndefined } from './transforms';

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL_MAX_LENGTH = 254;

export class TripStopInput {
  @Min(1, { message: 'destinationId must be a destination id' })
  @Max(MAX_ID, { message: 'destinationId must be a destination id' })
  @IsInt({ message: 'destinationId must be a destination id' })
  destinationId!: number;

  @Matches(CALENDAR_DATE, { message: 'arrive must be a date such as 2026-12-24' })
  @IsString({ message: 'arrive must be a date such as 2026-12-24' })
  arrive!: string;

  @Matches(CALENDAR_DATE, { message: 'leave must be a date such as 2027-01-06' })
  @IsString({ message: 'leave must be a date such as 2027-01-06' })
  leave!: string;
}

/** `POST /api/trips`, and `PUT /api/trips/{id}` (the whole trip again). */
export class PlanTripRequest {
  @Transform(trim)
  @MaxLength(TRIP_NAME_MAX_LENGTH, { message: `name must be at most ${TRIP_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'name is required: a name she will recognise, such as "Peru in March"' })
  @IsString({ message: 'name must be text' })
  name!: string;

  @ValidateNested({ each: true })
  @Type(() => TripStopInput)
  @ArrayMaxSize(TRIP_STOPS_MAX, { message: `stops must list at most ${TRIP_STOPS_MAX} cities` })
  @ArrayMinSize(1, { message: 'stops must list at least one city' })
  @IsArray({ message: 'stops must be a list of { destinationId, arrive, leave }' })
  stops!: TripStopInput[];
}

export class SafetyIdParams {
  @IsUUID('all', { message: 'id must be an id from this API' })
  @IsString({ message: 'id must be an id from this API' })
  id!: string;
}

/** `POST /api/trusted-contacts`: who, where to write, and in which language. */
export class InviteContactRequest {
  @Transform(trim)
  @MaxLength(CONTACT_NAME_MAX_LENGTH, { message: `name must be at most ${CONTACT_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'name is required' })
  @IsString({ message: 'name must be text' })
  name!: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsString({ message: 'email must be a valid email address' })
  @IsNotEmpty({ message: 'email is required' })
  email!: string;

  /** The language the messages reach them in; absent: hers. */
  @IsOptional()
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language?: Locale;
}

/**
 * `POST /api/check-ins/plans`: exactly one of `backBy` (an instant), `everyHours` (2 to 24) or
 * `dailyAt` ("HH:MM" where she is), with a grace period and a reminder lead.
 */
export class PlanCheckInRequest {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'backBy must be an instant such as 2026-12-06T23:00:00Z' })
  @IsString({ message: 'backBy must be an instant such as 2026-12-06T23:00:00Z' })
  backBy?: string;

  @IsOptional()
  @Max(CHECK_IN_EVERY_HOURS_MAX, { message: `everyHours must be at most ${CHECK_IN_EVERY_HOURS_MAX}` })
  @Min(CHECK_IN_EVERY_HOURS_MIN, { message: `everyHours must be at least ${CHECK_IN_EVERY_HOURS_MIN}` })
  @IsInt({ message: 'everyHours must be a whole number of hours' })
  everyHours?: number;

  @IsOptional()
  @Matches(CLOCK_TIME, { message: 'dailyAt must be a time of day such as 20:00' })
  @IsString({ message: 'dailyAt must be a time of day such as 20:00' })
  dailyAt?: string;

  @Max(CHECK_IN_GRACE_MINUTES_MAX, { message: `graceMinutes must be at most ${CHECK_IN_GRACE_MINUTES_MAX}` })
  @Min(0, { message: 'graceMinutes must be at least 0' })
  @IsInt({ message: 'graceMinutes must be a whole number of minutes' })
  @IsDefined({ message: 'graceMinutes is required (0 to 180)' })
  graceMinutes!: number;

  @IsOptional()
  @Max(CHECK_IN_REMINDER_MINUTES_MAX, {
    message: `reminderMinutes must be at most ${CHECK_IN_REMINDER_MINUTES_MAX}`,
  })
  @Min(0, { message: 'reminderMinutes must be at least 0 (no reminder)' })
  @IsInt({ message: 'reminderMinutes must be a whole number of minutes' })
  reminderMinutes?: number;

  @IsOptional()
  @IsUUID('all', { message: 'tripId must be the id of one of your trips' })
  tripId?: string;
}

/** Where she is, when she says: a catalogue city, and a map point only if she shares her location. */
class WhereFields {
  @IsOptional()
  @Min(1, { message: 'destinationId must be a destination id' })
  @Max(MAX_ID, { message: 'destinationId must be a destination id' })
  @IsInt({ message: 'destinationId must be a destination id' })
  destinationId?: number;

  @ValidateIf((request: WhereFields) => request.longitude !== undefined || request.latitude !== undefined)
  @Transform(roundCoordinate)
  @Max(90, { message: 'latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'latitude must be a number from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number from -90 to 90' })
  @IsDefined({ message: 'latitude is required with a longitude' })
  latitude?: number;

  @ValidateIf((request: WhereFields) => request.longitude !== undefined || request.latitude !== undefined)
  @Transform(roundCoordinate)
  @Max(180, { message: 'longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'longitude must be a number from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number from -180 to 180' })
  @IsDefined({ message: 'longitude is required with a latitude' })
  longitude?: number;
}

/**
 * `POST /api/check-ins`: "I'm OK" now (`{}`), with where she is; `at` for a check-in made offline (the
 * device's clock); `{ safe: true, alertId }` answers a safety check.
 */
export class CheckInRequest extends WhereFields {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'at must be an instant such as 2026-12-06T19:55:00Z' })
  @IsString({ message: 'at must be an instant such as 2026-12-06T19:55:00Z' })
  at?: string;

  @IsOptional()
  @Equals(true, { message: 'safe can only be true: "I\'m safe"' })
  safe?: boolean;

  @ValidateIf((request: CheckInRequest) => request.safe === true)
  @IsUUID('all', { message: 'alertId must be the id of the alert you were asked about' })
  @IsDefined({ message: 'alertId is required with safe: the alert you were asked about' })
  alertId?: string;
}

/** `POST /api/sos`: only ever sent by her, confirmed. */
export class SosRequest extends WhereFields {
  @Equals(true, { message: 'confirm must be true: an SOS is sent only when you confirm it' })
  @IsDefined({ message: 'confirm is required: an SOS is sent only when you confirm it' })
  confirm!: boolean;
}

/** `PATCH /api/safety-check`: the safety check after a disaster, on or off, and her time to answer. */
export class SafetyCheckSettingsRequest {
  @IsOptional()
  @IsBoolean({ message: 'on must be true or false' })
  on?: boolean;

  @IsOptional()
  @Max(SAFETY_CHECK_GRACE_MINUTES_MAX, {
    message: `graceMinutes must be at most ${SAFETY_CHECK_GRACE_MINUTES_MAX}`,
  })
  @Min(15, { message: 'graceMinutes must be at least 15' })
  @IsInt({ message: 'graceMinutes must be a whole number of minutes' })
  graceMinutes?: number;
}

/** A contact's answer to an invitation, from the page the signed link opens (no account needed). */
export class ContactAnswerRequest {
  @IsIn(['accept', 'decline', 'stop'], { message: "answer must be 'accept', 'decline' or 'stop'" })
  @IsString({ message: "answer must be 'accept', 'decline' or 'stop'" })
  answer!: 'accept' | 'decline' | 'stop';

  /** Their browser's time zone, so our messages show them their own time. */
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxLength(64, { message: 'timeZone must be a time zone such as Europe/Paris' })
  @Matches(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, {
    message: 'timeZone must be a time zone such as Europe/Paris',
  })
  @IsString({ message: 'timeZone must be a time zone such as Europe/Paris' })
  timeZone?: string;
}

/**
 * `POST /api/check-ins/by-link?token=`: "I'm OK" or "I'm safe" from a reminder's or a safety check's
 * link or push action: the token is the authority, not a session.
 */
export class LinkCheckInRequest {
  @IsOptional()
  @IsIn(['link', 'push'], { message: "via must be 'link' or 'push'" })
  via?: 'link' | 'push';
}

/** `POST /api/trusted-contact-links/stop?token=`: a contact's one-click stop (RFC 8058's form, read as `oneClick`). */
export class ContactStopRequest {
  @IsOptional()
  @IsBoolean({ message: 'oneClick must be true or false' })
  oneClick?: boolean;
}
