/**
 * The feedback hub's four forms (spec part 2): feedback, data report, survey and bug report, with
 * what the browser adds.
 */
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BUG_DESCRIPTION_MAX_LENGTH,
  BUG_DESCRIPTION_MIN_LENGTH,
  BUG_FIELD_MAX_LENGTH,
  BUG_SEVERITIES,
  BUG_STEPS_MAX_LENGTH,
  BUG_STEPS_MIN_LENGTH,
  BUG_TITLE_MAX_LENGTH,
  BUG_TITLE_MIN_LENGTH,
  DATA_REPORT_CORRECTION_MAX_LENGTH,
  DATA_REPORT_ISSUE_MAX_LENGTH,
  DATA_REPORT_ISSUE_MIN_LENGTH,
  DATA_REPORT_ITEM_TYPES,
  FEEDBACK_CATEGORY_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_TYPES,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  SURVEY_FEATURES,
  SURVEY_OTHER_FACTOR_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  SURVEY_TRAVEL_TYPES,
  TRAVEL_FREQUENCIES,
  URL_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
  type BugSeverity,
  type DataReportItemType,
  type FeedbackType,
  type SurveyAppUsage,
  type SurveyFactor,
  type SurveyFeature,
  type SurveyTravelType,
  type TravelFrequency,
} from '../../constants/community.constants';
import { MAX_ID } from '../ids';
import { trimToNull } from '../transforms';
import { HTTP_URL, numberOrNull, OptionalEmail, OptionalRating, OptionalText, RequiredText } from './form-rules';

/** What the browser adds to a feedback or bug report: user agent, page and time (and screen size for bugs). */
export class SubmissionMetadataInput {
  @OptionalText('metadata.userAgent', USER_AGENT_MAX_LENGTH)
  userAgent?: string | null;

  @OptionalText('metadata.url', URL_MAX_LENGTH)
  url?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsISO8601({}, { message: 'metadata.timestamp must be an ISO 8601 time' })
  @IsString({ message: 'metadata.timestamp must be an ISO 8601 time' })
  timestamp?: string | null;

  @Transform(numberOrNull)
  @IsOptional()
  @IsInt({ message: 'metadata.screenWidth must be a whole number' })
  @Min(0, { message: 'metadata.screenWidth must be at least 0' })
  @Max(100_000, { message: 'metadata.screenWidth must be at most 100000' })
  screenWidth?: number | null;

  @Transform(numberOrNull)
  @IsOptional()
  @IsInt({ message: 'metadata.screenHeight must be a whole number' })
  @Min(0, { message: 'metadata.screenHeight must be at least 0' })
  @Max(100_000, { message: 'metadata.screenHeight must be at most 100000' })
  screenHeight?: number | null;
}

function Metadata(): PropertyDecorator {
  return (target, key) => {
    IsObject({ message: 'metadata must be an object' })(target, key);
    ValidateNested()(target, key);
    IsOptional()(target, key);
    Type(() => SubmissionMetadataInput)(target, key);
  };
}

/** `POST /api/feedback` (spec part 2 "Feedback"). */
export class SubmitFeedbackRequest {
  @IsIn(FEEDBACK_TYPES, { message: FEEDBACK_MESSAGES.feedbackTypeRequired })
  feedbackType!: FeedbackType;

  @RequiredText('message', FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGES.messageTooShort)
  message!: string;

  /** The destination name, for `data` feedback. */
  @OptionalText('category', FEEDBACK_CATEGORY_MAX_LENGTH)
  category?: string | null;

  @OptionalRating('rating')
  rating?: number | null;

  @Metadata()
  metadata?: SubmissionMetadataInput | null;
}

/** `POST /api/data-reports` (spec part 2 "Data report"). */
export class SubmitDataReportRequest {
  @IsIn(DATA_REPORT_ITEM_TYPES, { message: FEEDBACK_MESSAGES.itemTypeRequired })
  itemType!: DataReportItemType;

  @Transform(numberOrNull)
  @IsInt({ message: FEEDBACK_MESSAGES.itemIdPositive })
  @Min(1, { message: FEEDBACK_MESSAGES.itemIdPositive })
  @Max(MAX_ID, { message: FEEDBACK_MESSAGES.itemIdPositive })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.itemIdRequired })
  itemId!: number;

  @RequiredText('issue', DATA_REPORT_ISSUE_MIN_LENGTH, DATA_REPORT_ISSUE_MAX_LENGTH, FEEDBACK_MESSAGES.issueTooShort)
  issue!: string;

  @OptionalText('correction', DATA_REPORT_CORRECTION_MAX_LENGTH)
  correction?: string | null;
}

/** `POST /api/surveys` (spec part 2 "Survey"). */
export class SubmitSurveyRequest {
  @IsIn(TRAVEL_FREQUENCIES, { message: FEEDBACK_MESSAGES.travelFrequencyRequired })
  travelFrequency!: TravelFrequency;

  @ArrayUnique({ message: 'travelTypes must not repeat a type' })
  @IsIn(SURVEY_TRAVEL_TYPES, {
    each: true,
    message: `each travel type must be one of ${SURVEY_TRAVEL_TYPES.join(', ')}`,
  })
  @ArrayMaxSize(SURVEY_TRAVEL_TYPES.length, { message: 'travelTypes must not repeat a type' })
  @ArrayMinSize(1, { message: FEEDBACK_MESSAGES.travelTypesRequired })
  @IsArray({ message: FEEDBACK_MESSAGES.travelTypesRequired })
  travelTypes!: SurveyTravelType[];

  @ArrayUnique({ message: 'preferredFeatures must not repeat a feature' })
  @IsIn(SURVEY_FEATURES, { each: true, message: `each feature must be one of ${SURVEY_FEATURES.join(', ')}` })
  @ArrayMaxSize(SURVEY_FEATURES.length, { message: 'preferredFeatures must not repeat a feature' })
  @ArrayMinSize(1, { message: FEEDBACK_MESSAGES.featuresRequired })
  @IsArray({ message: FEEDBACK_MESSAGES.featuresRequired })
  preferredFeatures!: SurveyFeature[];

  @IsIn(SURVEY_FACTORS, { message: FEEDBACK_MESSAGES.factorRequired })
  mostImportantFactor!: SurveyFactor;

  /** Kept only when mostImportantFactor is `other`. */
  @OptionalText('otherFactor', SURVEY_OTHER_FACTOR_MAX_LENGTH)
  otherFactor?: string | null;

  @IsIn(SURVEY_APP_USAGES, { message: FEEDBACK_MESSAGES.appUsageRequired })
  appUsage!: SurveyAppUsage;

  @OptionalRating('appRating')
  appRating?: number | null;

  @OptionalText('missingFeatures', SURVEY_TEXT_MAX_LENGTH)
  missingFeatures?: string | null;

  @OptionalText('extraFeedback', SURVEY_TEXT_MAX_LENGTH)
  extraFeedback?: string | null;

  @OptionalEmail()
  email?: string | null;
}

/** `POST /api/bug-reports` (spec part 2 "Bug report"). */
export class SubmitBugReportRequest {
  @RequiredText('title', BUG_TITLE_MIN_LENGTH, BUG_TITLE_MAX_LENGTH, FEEDBACK_MESSAGES.bugTitleTooShort)
  title!: string;

  @RequiredText(
    'description',
    BUG_DESCRIPTION_MIN_LENGTH,
    BUG_DESCRIPTION_MAX_LENGTH,
    FEEDBACK_MESSAGES.bugDescriptionTooShort,
  )
  description!: string;

  @IsIn(BUG_SEVERITIES, { message: FEEDBACK_MESSAGES.severityRequired })
  severity!: BugSeverity;

  @RequiredText('steps', BUG_STEPS_MIN_LENGTH, BUG_STEPS_MAX_LENGTH, FEEDBACK_MESSAGES.stepsTooShort)
  steps!: string;

  /** The page the bug was seen on (filled in from the address on load). */
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'url must be an http or https address' })
  @MaxLength(URL_MAX_LENGTH, { message: `url must be at most ${URL_MAX_LENGTH} characters` })
  @IsString({ message: 'url must be text' })
  url?: string | null;

  @OptionalText('browser', BUG_FIELD_MAX_LENGTH)
  browser?: string | null;

  @OptionalText('device', BUG_FIELD_MAX_LENGTH)
  device?: string | null;

  /** A link to a screenshot. */
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'screenshot must be an http or https address' })
  @MaxLength(URL_MAX_LENGTH, { message: `screenshot must be at most ${URL_MAX_LENGTH} characters` })
  @IsString({ message: 'screenshot must be text' })
  screenshot?: string | null;

  @OptionalEmail()
  email?: string | null;

  /** Default false. */
  @IsOptional()
  @IsBoolean({ message: 'contactAllowed must be true or false' })
  contactAllowed?: boolean;

  @Metadata()
  metadata?: SubmissionMetadataInput | null;
}
