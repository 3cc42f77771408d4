/** Request DTOs of the account profile (/profile) and the advanced safety profile (/profile/settings). */
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ACCOMMODATION_PREFERENCES,
  AGE_RANGES,
  BUDGET_LEVELS,
  GENDERS,
  MINIMUM_SAFETY_SCORE,
  PROFILE_LIST_ITEM_MAX_LENGTH,
  PROFILE_LIST_MAX_ITEMS,
  SAFETY_PRIORITIES,
  TRANSPORT_PREFERENCES,
  TRAVEL_EXPERIENCE,
  TRAVEL_STYLES,
  type SafetyPriority,
} from '../api/profile.responses';

const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
const trimItems = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value;

export class UpdateAccountProfileRequest {
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(100, { message: 'fullName must be at most 100 characters' })
  @IsString({ message: 'fullName must be text' })
  fullName?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^[0-9+()\- ]{3,30}$/, { message: 'phone may hold only digits, spaces and + - ( ), 3 to 30 of them' })
  @IsString({ message: 'phone must be text' })
  phone?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(200, { message: 'emergencyContact must be at most 200 characters' })
  @IsString({ message: 'emergencyContact must be text' })
  emergencyContact?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(1000, { message: 'bio must be at most 1000 characters' })
  @IsString({ message: 'bio must be text' })
  bio?: string | null;
}

export class UpdateSafetyPreferencesRequest {
  @IsIn(SAFETY_PRIORITIES, { each: true, message: `each priority must be one of ${SAFETY_PRIORITIES.join(', ')}` })
  @ArrayUnique({ message: 'priorities must not repeat' })
  @IsArray({ message: 'priorities must be a list' })
  priorities!: SafetyPriority[];

  @Max(MINIMUM_SAFETY_SCORE.max, { message: `minimumSafetyScore must be at most ${MINIMUM_SAFETY_SCORE.max}` })
  @Min(MINIMUM_SAFETY_SCORE.min, { message: `minimumSafetyScore must be at least ${MINIMUM_SAFETY_SCORE.min}` })
  @IsInt({ message: 'minimumSafetyScore must be a whole number' })
  minimumSafetyScore!: number;
}

export class UpdateNotificationPreferencesRequest {
  @IsBoolean({ message: 'emailNotifications must be true or false' })
  emailNotifications!: boolean;
  @IsBoolean({ message: 'safetyAlerts must be true or false' })
  safetyAlerts!: boolean;
  @IsBoolean({ message: 'travelTips must be true or false' })
  travelTips!: boolean;
}

export class DeleteAccountRequest {
  @Equals('DELETE', { message: 'confirm must be the word DELETE' })
  confirm!: string;
}

class NotificationPreferencesInput {
  @IsBoolean({ message: 'emailAlerts must be true or false' })
  emailAlerts!: boolean;
  @IsBoolean({ message: 'safetyUpdates must be true or false' })
  safetyUpdates!: boolean;
  @IsBoolean({ message: 'marketingEmails must be true or false' })
  marketingEmails!: boolean;
}

class PrivacySettingsInput {
  @IsBoolean({ message: 'shareLocation must be true or false' })
  shareLocation!: boolean;
  @IsBoolean({ message: 'shareProfile must be true or false' })
  shareProfile!: boolean;
}

/** A tag list: non-empty, unique (case-insensitively, as the form), bounded. */
function TagList(field: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimItems)(target, key);
    IsOptional()(target, key);
    MaxLength(PROFILE_LIST_ITEM_MAX_LENGTH, {
      each: true,
      message: `each ${field} entry must be at most ${PROFILE_LIST_ITEM_MAX_LENGTH} characters`,
    })(target, key);
    IsNotEmpty({ each: true, message: `${field} entries must not be empty` })(target, key);
    IsString({ each: true, message: `${field} entries must be text` })(target, key);
    ArrayUnique((item: unknown) => (typeof item === 'string' ? item.toLowerCase() : item), {
      message: `${field} entries must not repeat`,
    })(target, key);
    ArrayMaxSize(PROFILE_LIST_MAX_ITEMS, { message: `${field} may hold at most ${PROFILE_LIST_MAX_ITEMS} entries` })(
      target,
      key,
    );
    IsArray({ message: `${field} must be a list` })(target, key);
  };
}

/** `POST /api/user-profiles` and `PATCH /api/user-profiles/{userId}`: the advanced safety profile form. */
export class SafetyProfileRequest {
  @IsIn(TRAVEL_STYLES, { message: `travelStyle must be one of ${TRAVEL_STYLES.join(', ')}` })
  travelStyle!: (typeof TRAVEL_STYLES)[number];

  @IsIn(TRAVEL_EXPERIENCE, { message: `travelExperience must be one of ${TRAVEL_EXPERIENCE.join(', ')}` })
  travelExperience!: (typeof TRAVEL_EXPERIENCE)[number];

  @Transform(trimToNull)
  @IsOptional()
  @IsIn(GENDERS, { message: `gender must be one of ${GENDERS.join(', ')}` })
  gender?: (typeof GENDERS)[number] | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsIn(AGE_RANGES, { message: `ageRange must be one of ${AGE_RANGES.join(', ')}` })
  ageRange?: (typeof AGE_RANGES)[number] | null;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(80, { message: 'homeCountry must be at most 80 characters' })
  @IsString({ message: 'homeCountry must be text' })
  homeCountry?: string | null;

  @TagList('languages')
  languages?: string[];

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(200, { message: 'emergencyContact must be at most 200 characters' })
  @IsString({ message: 'emergencyContact must be text' })
  emergencyContact?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsIn(ACCOMMODATION_PREFERENCES, {
    message: `accommodationPreference must be one of ${ACCOMMODATION_PREFERENCES.join(', ')}`,
  })
  accommodationPreference?: (typeof ACCOMMODATION_PREFERENCES)[number] | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsIn(BUDGET_LEVELS, { message: `budgetLevel must be one of ${BUDGET_LEVELS.join(', ')}` })
  budgetLevel?: (typeof BUDGET_LEVELS)[number] | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsIn(TRANSPORT_PREFERENCES, { message: `transportPreference must be one of ${TRANSPORT_PREFERENCES.join(', ')}` })
  transportPreference?: (typeof TRANSPORT_PREFERENCES)[number] | null;

  @TagList('safetyPriorities')
  safetyPriorities?: string[];

  @TagList('medicalConditions')
  medicalConditions?: string[];

  @TagList('dietaryRestrictions')
  dietaryRestrictions?: string[];

  @TagList('accessibilityNeeds')
  accessibilityNeeds?: string[];

  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationPreferencesInput)
  notificationPreferences?: NotificationPreferencesInput;

  @IsOptional()
  @ValidateNested()
  @Type(() => PrivacySettingsInput)
  privacySettings?: PrivacySettingsInput;
}
