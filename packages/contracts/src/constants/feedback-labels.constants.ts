/**
 * The words each feedback-hub choice is shown with (the values are spec part 2 section 3's), for
 * every app that shows them: the web forms and the console's lists and survey charts.
 */
import {
  TRAVEL_FREQUENCY_LABELS as TRIPS_A_YEAR,
  type BugSeverity,
  type DataReportItemType,
  type FeedbackType,
  type SurveyAppUsage,
  type SurveyFactor,
  type SurveyFeature,
  type SurveyTravelType,
  type TravelFrequency,
} from './community.constants';

export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = {
  general: 'General Feedback',
  bug: 'Bug Report',
  feature: 'Feature Request',
  data: 'Data Issue',
};

export const DATA_ITEM_TYPE_LABELS: Readonly<Record<DataReportItemType, string>> = {
  destination: 'Destination',
  accommodation: 'Accommodation',
  activity: 'Activity',
};

export const TRAVEL_FREQUENCY_CHOICE_LABELS: Readonly<Record<TravelFrequency, string>> = {
  rarely: `Rarely (${TRIPS_A_YEAR.rarely})`,
  occasionally: `Occasionally (${TRIPS_A_YEAR.occasionally})`,
  frequently: `Frequently (${TRIPS_A_YEAR.frequently})`,
};

export const TRAVEL_TYPE_LABELS: Readonly<Record<SurveyTravelType, string>> = {
  urban: 'Urban / City',
  beach: 'Beach',
  adventure: 'Adventure',
  cultural: 'Cultural',
  backpacking: 'Backpacking',
  luxury: 'Luxury',
};

export const PREFERRED_FEATURE_LABELS: Readonly<Record<SurveyFeature, string>> = {
  safety_scores: 'Safety scores',
  neighborhood_info: 'Neighborhood information',
  accommodation_recs: 'Accommodation recommendations',
  activity_recs: 'Activity recommendations',
  sentiment_analysis: 'Sentiment analysis',
  map_view: 'Map view',
};

export const IMPORTANT_FACTOR_LABELS: Readonly<Record<SurveyFactor, string>> = {
  data_accuracy: 'Accurate safety data',
  ui_experience: 'An easy, pleasant app',
  recommendations: 'Personalized recommendations',
  community: 'The traveler community',
  other: 'Other',
};

export const APP_USAGE_LABELS: Readonly<Record<SurveyAppUsage, string>> = {
  planning: 'While planning a trip',
  during_travel: 'During travel',
  both: 'Both',
  other: 'Other',
};

export const BUG_SEVERITY_LABELS: Readonly<Record<BugSeverity, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
