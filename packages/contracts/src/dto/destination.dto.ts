/** Request DTOs of the destination routes: ratings, tips, votes, neighbourhood reports, saves, search and audit. */
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { MAX_ID } from './ids';
import { trim, trimToNull } from './transforms';
import {
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
  NEIGHBOURHOOD_NAME_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH,
  NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REGIONS,
  SAVED_ITEM_TYPES,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  TIP_CATEGORIES,
  TIP_CONTENT_MAX_LENGTH,
  TIP_CONTENT_MIN_LENGTH,
  TIP_VOTES,
  type Region,
  type SavedItemType,
  type TipCategory,
  type TipVote,
} from '../constants/destination.constants';

const ID_PATTERN = /^[1-9]\d{0,8}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/destinations/{id}` and friends: the id must be numeric (spec part 1 section 5), so `abc` is a 400. */
export class DestinationIdParams {
  @Matches(ID_PATTERN, { message: 'id must be a positive whole number' })
  @IsString({ message: 'id must be a positive whole number' })
  id!: string;
}

/** `/safety/.../{destinationId}`. */
export class DestinationIdPathParams {
  @Matches(ID_PATTERN, { message: 'destinationId must be a positive whole number' })
  @IsString({ message: 'destinationId must be a positive whole number' })
  destinationId!: string;
}

/** `GET /api/safety/neighborhoods?destinationId=`. */
export class NeighbourhoodReportsQuery {
  @Matches(ID_PATTERN, { message: 'destinationId must be a positive whole number' })
  @IsString({ message: 'destinationId is required' })
  destinationId!: string;
}

function ratingDimension(field: string) {
  return function (target: object, property: string) {
    // Registered in the order they are checked: with stopAtFirstError the most basic rule wins.
    IsInt({ message: `${field} must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })(target, property);
    Min(RATING_MIN, { message: `${field} must be at least ${RATING_MIN}` })(target, property);
    Max(RATING_MAX, { message: `${field} must be at most ${RATING_MAX}` })(target, property);
  };
}

/** `POST /api/safety/ratings`: spec part 2 "Destination rating schema". A new rating replaces the traveller's old one. */
export class SubmitSafetyRatingRequest {
  @IsInt({ message: 'destinationId must be a positive whole number' })
  @Min(1, { message: 'destinationId must be a positive whole number' })
  @Max(MAX_ID, { message: 'destinationId must be a positive whole number' })
  destinationId!: number;

  @ratingDimension('overallScore') overallScore!: number;
  @ratingDimension('streetSafety') streetSafety!: number;
  @ratingDimension('publicTransport') publicTransport!: number;
  @ratingDimension('touristAreas') touristAreas!: number;
  @ratingDimension('nightSafety') nightSafety!: number;
  @ratingDimension('localAttitude') localAttitude!: number;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(RATING_COMMENT_MAX_LENGTH, { message: `comment must be at most ${RATING_COMMENT_MAX_LENGTH} characters` })
  @IsString({ message: 'comment must be text' })
  comment?: string | null;
}

/** `POST /api/safety/tips`: spec part 2 "Tip schema". */
export class SubmitSafetyTipRequest {
  @IsInt({ message: 'destinationId must be a positive whole number' })
  @Min(1, { message: 'destinationId must be a positive whole number' })
  @Max(MAX_ID, { message: 'destinationId must be a positive whole number' })
  destinationId!: number;

  @IsIn(TIP_CATEGORIES, { message: `category must be one of ${TIP_CATEGORIES.join(', ')}` })
  category!: TipCategory;

  @Transform(trim)
  @MaxLength(TIP_CONTENT_MAX_LENGTH, { message: `content must be at most ${TIP_CONTENT_MAX_LENGTH} characters` })
  @MinLength(TIP_CONTENT_MIN_LENGTH, { message: `content must be at least ${TIP_CONTENT_MIN_LENGTH} characters` })
  @IsString({ message: 'content must be text' })
  @IsNotEmpty({ message: 'content is required' })
  content!: string;
}

/** `PUT /api/safety/tips/{tipId}/vote`: one vote per traveller; `none` takes it back. */
export class VoteSafetyTipRequest {
  @IsIn(TIP_VOTES, { message: `vote must be one of ${TIP_VOTES.join(', ')}` })
  vote!: TipVote;
}

export class TipIdParams {
  @Matches(UUID_PATTERN, { message: 'tipId must be a UUID' })
  @IsString({ message: 'tipId must be a UUID' })
  tipId!: string;
}

/** `POST /api/safety/neighborhoods`: spec part 1 "Neighborhood report". */
export class ReportNeighbourhoodRequest {
  @IsInt({ message: 'destinationId must be a positive whole number' })
  @Min(1, { message: 'destinationId must be a positive whole number' })
  @Max(MAX_ID, { message: 'destinationId must be a positive whole number' })
  destinationId!: number;

  @Transform(trim)
  @MaxLength(NEIGHBOURHOOD_NAME_MAX_LENGTH, {
    message: `neighborhoodName must be at most ${NEIGHBOURHOOD_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'neighborhoodName must be text' })
  @IsNotEmpty({ message: 'neighborhoodName is required' })
  neighborhoodName!: string;

  @ratingDimension('safetyScore') safetyScore!: number;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH, {
    message: `description must be at most ${NEIGHBOURHOOD_REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'description must be text' })
  description?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH, {
    message: `bestTimeToVisit must be at most ${NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'bestTimeToVisit must be text' })
  bestTimeToVisit?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH, {
    message: `transportOptions must be at most ${NEIGHBOURHOOD_REPORT_FIELD_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'transportOptions must be text' })
  transportOptions?: string | null;
}

/** `POST /api/saved` (the Save button) and `DELETE /api/saved/{itemType}/{itemId}`. */
export class SaveItemRequest {
  @IsIn(SAVED_ITEM_TYPES, { message: `itemType must be one of ${SAVED_ITEM_TYPES.join(', ')}` })
  itemType!: SavedItemType;

  @IsInt({ message: 'itemId must be a positive whole number' })
  @Min(1, { message: 'itemId must be a positive whole number' })
  @Max(MAX_ID, { message: 'itemId must be a positive whole number' })
  itemId!: number;
}

export class SavedItemParams {
  @IsIn(SAVED_ITEM_TYPES, { message: `itemType must be one of ${SAVED_ITEM_TYPES.join(', ')}` })
  itemType!: SavedItemType;

  @Matches(ID_PATTERN, { message: 'itemId must be a positive whole number' })
  @IsString({ message: 'itemId must be a positive whole number' })
  itemId!: string;
}

/** `GET /api/destinations/search?q=`: typo-tolerant, so "barcelna" finds Barcelona. */
export class SearchDestinationsQuery {
  @Transform(trim)
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  @IsNotEmpty({ message: 'q is required' })
  q!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_LIMIT_MAX, { message: `limit must be at most ${SEARCH_LIMIT_MAX}` })
  limit?: number;
}

/** `GET /api/destinations`: every destination, rated first; a page at a time. */
export class ListDestinationsQuery {
  @IsOptional()
  @IsIn(REGIONS, { message: `region must be one of ${REGIONS.join(', ')}` })
  region?: Region;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'rated must be true or false' })
  rated?: 'true' | 'false';

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_LIMIT_MAX, { message: `limit must be at most ${SEARCH_LIMIT_MAX}` })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be at least 0' })
  offset?: number;
}

/** `GET /api/destinations/{id}/score?asOf=`. */
export class ScoreAsOfQuery {
  @IsISO8601({ strict: true }, { message: 'asOf must be an ISO 8601 time, for example 2026-11-01T12:00:00Z' })
  @IsString({ message: 'asOf is required' })
  asOf!: string;
}

/** `DELETE /api/safety/ratings/{destinationId}/{ratingId}`. */
export class RatingParams {
  @Matches(ID_PATTERN, { message: 'destinationId must be a positive whole number' })
  @IsString({ message: 'destinationId must be a positive whole number' })
  destinationId!: string;

  @Matches(UUID_PATTERN, { message: 'ratingId must be a UUID' })
  @IsString({ message: 'ratingId must be a UUID' })
  ratingId!: string;
}

/** A moderation action needs a reason, which lands in the score's history. */
export class RemoveSafetyRatingRequest {
  @Transform(trim)
  @MaxLength(MODERATION_REASON_MAX_LENGTH, {
    message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
  })
  @MinLength(MODERATION_REASON_MIN_LENGTH, {
    message: `reason must be at least ${MODERATION_REASON_MIN_LENGTH} characters`,
  })
  @IsString({ message: 'reason must be text' })
  @IsNotEmpty({ message: 'reason is required' })
  reason!: string;
}
