/** Request DTOs of the alert routes (spec part 2 "Alert form": radius and destination are coerced to numbers). */
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_ID } from './ids';
import { roundCoordinate, trim, trimToNull } from './transforms';
import {
  ALERT_CONTENT_MAX_LENGTH,
  ALERT_CONTENT_MIN_LENGTH,
  ALERT_RADIUS_MAX_METRES,
  ALERT_RADIUS_MIN_METRES,
  ALERT_REASON_MAX_LENGTH,
  ALERT_REASON_MIN_LENGTH,
  ALERT_SEVERITIES,
  ALERT_SOURCE_MAX_LENGTH,
  ALERT_TITLE_MAX_LENGTH,
  ALERT_TITLE_MIN_LENGTH,
  ALERT_TYPES,
  NEARBY_RADIUS_MAX_METRES,
  type AlertSeverity,
  type AlertType,
} from '../constants/alert.constants';

/** The form sends numbers as strings ("coerced to numbers"); an empty string means absent. */
const toNumber = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
};
/** `civil-unrest` and `natural-disaster` appear in early data; they mean the underscore forms. */
const normaliseType = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().replace(/-/g, '_') : value;

export class CreateSafetyAlertRequest {
  @Transform(toNumber)
  @IsOptional()
  @Min(1, { message: 'destinationId must be a destination id' })
  @Max(MAX_ID, { message: 'destinationId must be a destination id' })
  @IsInt({ message: 'destinationId must be a destination id' })
  destinationId?: number | null;

  @Transform(trim)
  @MaxLength(ALERT_TITLE_MAX_LENGTH, { message: `Title must be at most ${ALERT_TITLE_MAX_LENGTH} characters` })
  @MinLength(ALERT_TITLE_MIN_LENGTH, { message: `Title must be at least ${ALERT_TITLE_MIN_LENGTH} characters` })
  @IsNotEmpty({ message: 'title is required' })
  @IsString({ message: 'title must be text' })
  title!: string;

  @Transform(trim)
  @MaxLength(ALERT_CONTENT_MAX_LENGTH, { message: `Content must be at most ${ALERT_CONTENT_MAX_LENGTH} characters` })
  @MinLength(ALERT_CONTENT_MIN_LENGTH, { message: `Content must be at least ${ALERT_CONTENT_MIN_LENGTH} characters` })
  @IsNotEmpty({ message: 'content is required' })
  @IsString({ message: 'content must be text' })
  content!: string;

  @IsIn(ALERT_SEVERITIES, { message: `severity must be one of ${ALERT_SEVERITIES.join(', ')}` })
  severity!: AlertSeverity;

  @Transform(normaliseType)
  @IsIn(ALERT_TYPES, { message: `alertType must be one of ${ALERT_TYPES.join(', ')}` })
  alertType!: AlertType;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(ALERT_SOURCE_MAX_LENGTH, { message: `source must be at most ${ALERT_SOURCE_MAX_LENGTH} characters` })
  @IsString({ message: 'source must be text' })
  source?: string | null;

  @Transform(({ value }) => roundCoordinate({ value: toNumber({ value }) }))
  @IsOptional()
  @Max(90, { message: 'latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'latitude must be a number from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number from -90 to 90' })
  latitude?: number | null;

  @Transform(({ value }) => roundCoordinate({ value: toNumber({ value }) }))
  @IsOptional()
  @Max(180, { message: 'longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'longitude must be a number from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number from -180 to 180' })
  longitude?: number | null;

  @Transform(toNumber)
  @IsOptional()
  @Max(ALERT_RADIUS_MAX_METRES, { message: `radius must be at most ${ALERT_RADIUS_MAX_METRES} metres` })
  @Min(ALERT_RADIUS_MIN_METRES, { message: `radius must be at least ${ALERT_RADIUS_MIN_METRES} metres` })
  @IsInt({ message: 'radius must be a whole number of metres' })
  radius?: number | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startTime must be an ISO 8601 time' })
  startTime?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endTime must be an ISO 8601 time' })
  endTime?: string | null;

  /** The form sends `isActive: true`; a new alert is always active (archive it to end it). */
  @IsOptional()
  @Equals(true, { message: 'isActive must be true for a new alert; archive an alert to end it' })
  isActive?: boolean;
}

/** `PATCH /api/safety-alerts/{id}`: the author or a moderator changes some fields. */
export class EditSafetyAlertRequest {
  @Transform(trim)
  @IsOptional()
  @MaxLength(ALERT_TITLE_MAX_LENGTH, { message: `Title must be at most ${ALERT_TITLE_MAX_LENGTH} characters` })
  @MinLength(ALERT_TITLE_MIN_LENGTH, { message: `Title must be at least ${ALERT_TITLE_MIN_LENGTH} characters` })
  @IsString({ message: 'title must be text' })
  title?: string;

  @Transform(trim)
  @IsOptional()
  @MaxLength(ALERT_CONTENT_MAX_LENGTH, { message: `Content must be at most ${ALERT_CONTENT_MAX_LENGTH} characters` })
  @MinLength(ALERT_CONTENT_MIN_LENGTH, { message: `Content must be at least ${ALERT_CONTENT_MIN_LENGTH} characters` })
  @IsString({ message: 'content must be text' })
  content?: string;

  @IsOptional()
  @IsIn(ALERT_SEVERITIES, { message: `severity must be one of ${ALERT_SEVERITIES.join(', ')}` })
  severity?: AlertSeverity;

  @Transform(normaliseType)
  @IsOptional()
  @IsIn(ALERT_TYPES, { message: `alertType must be one of ${ALERT_TYPES.join(', ')}` })
  alertType?: AlertType;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(ALERT_SOURCE_MAX_LENGTH, { message: `source must be at most ${ALERT_SOURCE_MAX_LENGTH} characters` })
  @IsString({ message: 'source must be text' })
  source?: string | null;

  @Transform(toNumber)
  @IsOptional()
  @Max(ALERT_RADIUS_MAX_METRES, { message: `radius must be at most ${ALERT_RADIUS_MAX_METRES} metres` })
  @Min(ALERT_RADIUS_MIN_METRES, { message: `radius must be at least ${ALERT_RADIUS_MIN_METRES} metres` })
  @IsInt({ message: 'radius must be a whole number of metres' })
  radius?: number;

  @Transform(trimToNull)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endTime must be an ISO 8601 time' })
  endTime?: string | null;
}

/** `POST /api/safety-alerts/{id}/archive`: every archive carries a reason. */
export class ArchiveSafetyAlertRequest {
  @Transform(trim)
  @MaxLength(ALERT_REASON_MAX_LENGTH, { message: `reason must be at most ${ALERT_REASON_MAX_LENGTH} characters` })
  @MinLength(ALERT_REASON_MIN_LENGTH, { message: `reason must be at least ${ALERT_REASON_MIN_LENGTH} characters` })
  @IsNotEmpty({ message: 'reason is required' })
  @IsString({ message: 'reason must be text' })
  reason!: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AlertIdParams {
  @Matches(UUID, { message: 'id must be a UUID' })
  @IsString({ message: 'id must be a UUID' })
  id!: string;
}

/** `GET /api/safety-alerts/nearby?lat&lng&radius` (radius in metres, default 5000). */
export class NearbyAlertsQuery {
  @Transform(roundCoordinate)
  @Max(90, { message: 'lat must be a number from -90 to 90' })
  @Min(-90, { message: 'lat must be a number from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lat must be a number from -90 to 90' })
  lat!: number;

  @Transform(roundCoordinate)
  @Max(180, { message: 'lng must be a number from -180 to 180' })
  @Min(-180, { message: 'lng must be a number from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'lng must be a number from -180 to 180' })
  lng!: number;

  @IsOptional()
  @Type(() => Number)
  @Max(NEARBY_RADIUS_MAX_METRES, { message: `radius must be at most ${NEARBY_RADIUS_MAX_METRES} metres` })
  @Min(1, { message: 'radius must be at least 1 metre' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'radius must be a number of metres' })
  radius?: number;
}

/** `GET /api/safety-alerts/feed.atom|feed.geojson?destinationId=`. */
export class AlertFeedQuery {
  @IsOptional()
  @Matches(/^[1-9]\d{0,8}$/, { message: 'destinationId must be a positive whole number' })
  destinationId?: string;

  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'country must be an ISO 3166-1 alpha-2 code in capitals, such as FR' })
  country?: string;

  @IsOptional()
  @IsIn(['official', 'community'], { message: 'origin must be one of official, community' })
  origin?: 'official' | 'community';
}

/** `GET /api/safety-alerts?status=&destinationId=&limit=`. */
export class AlertListQuery extends AlertFeedQuery {
  @IsOptional()
  @IsIn(['active', 'archived', 'all'], { message: 'status must be one of active, archived, all' })
  status?: 'active' | 'archived' | 'all';

  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be at most 100' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
