/**
 * The rules several community forms share, as decorators. Messages are the spec's where it gives one
 * (part 2 section 5), else they name the field and the rule. Decorators run bottom first; with
 * stopAtFirstError the most basic rule of a field is the one reported.
 */
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FORUM_MODERATION_REASON_MAX_LENGTH,
  FORUM_MODERATION_REASON_MIN_LENGTH,
} from '../../constants/community.constants';
import { trim, trimToNull } from '../transforms';

/** A number a form may send as text; empty counts as absent (spec: "an empty value counting as absent"). */
export const numberOrNull = ({ value }: { value: unknown }): unknown => {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
};

export const ID_PATTERN = /^[1-9]\d{0,8}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** Optional free text with a length limit: empty text counts as none. */
export function OptionalText(field: string, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsString({ message: `${field} must be text` })(target, key);
    MaxLength(maxLength, { message: `${field} must be at most ${maxLength} characters` })(target, key);
    IsOptional()(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** Required text with the spec's message for "too short", and a generous upper limit. */
export function RequiredText(field: string, min: number, max: number, tooShort: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: tooShort })(target, key);
    MinLength(min, { message: tooShort })(target, key);
    MaxLength(max, { message: `${field} must be at most ${max} characters` })(target, key);
    Transform(trim)(target, key);
  };
}

/** Optional email: valid, or empty (spec part 2 section 5). */
export function OptionalEmail(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    IsEmail({}, { message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) => {
      const trimmed = trimToNull({ value });
      return typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
    })(target, key);
  };
}

/** An optional 1-5 rating: empty counts as absent. */
export function OptionalRating(field: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: `${field} must be a whole number from ${FEEDBACK_RATING_MIN} to ${FEEDBACK_RATING_MAX}` })(
      target,
      key,
    );
    Min(FEEDBACK_RATING_MIN, { message: `${field} must be at least ${FEEDBACK_RATING_MIN}` })(target, key);
    Max(FEEDBACK_RATING_MAX, { message: `${field} must be at most ${FEEDBACK_RATING_MAX}` })(target, key);
    IsOptional()(target, key);
    Transform(numberOrNull)(target, key);
  };
}

export function ModerationReason(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'reason is required' })(target, key);
    MinLength(FORUM_MODERATION_REASON_MIN_LENGTH, {
      message: `reason must be at least ${FORUM_MODERATION_REASON_MIN_LENGTH} characters`,
    })(target, key);
    MaxLength(FORUM_MODERATION_REASON_MAX_LENGTH, {
      message: `reason must be at most ${FORUM_MODERATION_REASON_MAX_LENGTH} characters`,
    })(target, key);
    Transform(trim)(target, key);
  };
}
