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
import { trimToNull } from './transforms';
import { LOCALES, type Locale } from '../constants/locale.constants';
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

const trimItems = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value;

/** An optional choice from a list: empty text counts as none. */
function OptionalChoice(field: string, values: readonly string[]): PropertyDecorator {
  return (target, key) => {
    IsIn(values, { message: `${field} must be one of ${values.join(', ')}` })(target, key);
    IsOptional()(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** Optional free text with a length limit: empty text counts as none. */
function OptionalText(field: string, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsString({ message: `${field} must be text` })(target, key);
    MaxLength(maxLength, { message: `${field} must be at most ${maxLength} characters` })(target, key);
    IsOptional()(target, key);
    Transform(trimToNull)(target, key);
  };
}

export class UpdateAccountProfileRequest {
  @OptionalText('fullName', 100)
  fullName?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^[0-9+()\- ]{3,30}$/, { message: 'phone may hold only digits, spaces and + - ( ), 3 to 30 of them' })
  @IsString({ message: 'phone must be text' })
  phone?: string | null;

  @OptionalText('emergencyContact', 200)
  emergencyContact?: string | null;

  @OptionalText('bio', 1000)
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

/** `PUT /api/user/language`: the language she reads SafeTrails in, and gets her emails and push notifications in. */
export class ChooseLanguageRequest {
  @IsIn(LOCALES, { message: `language must be one of ${LOCALES.join(', ')}` })
  language!: Locale;
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

  @OptionalChoice('gender', GENDERS)
  gender?: (typeof GENDERS)[number] | null;

  @OptionalChoice('ageRange', AGE_RANGES)
  ageRange?: (typeof AGE_RANGES)[number] | null;

  @OptionalText('homeCountry', 80)
  homeCountry?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'lgbtFirst must be true or false' })
  lgbtFirst?: boolean;

  @TagList('languages')
  languages?: string[];

  @OptionalText('emergencyContact', 200)
  emergencyContact?: string | null;

  @OptionalChoice('accommodationPreference', ACCOMMODATION_PREFERENCES)
  accommodationPreference?: (typeof ACCOMMODATION_PREFERENCES)[number] | null;

  @OptionalChoice('budgetLevel', BUDGET_LEVELS)
  budgetLevel?: (typeof BUDGET_LEVELS)[number] | null;

  @OptionalChoice('transportPreference', TRANSPORT_PREFERENCES)
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
