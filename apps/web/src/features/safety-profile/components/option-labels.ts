/** How the safety profile's choices read on screen; typed by the contract constants, so none is missed. */
import type {
  ACCOMMODATION_PREFERENCES,
  AGE_RANGES,
  BUDGET_LEVELS,
  GENDERS,
  TRANSPORT_PREFERENCES,
  TRAVEL_EXPERIENCE,
  TRAVEL_STYLES,
} from '@safetrails/contracts';

type Labels<Values extends readonly string[]> = Readonly<Record<Values[number], string>>;

export const TRAVEL_STYLE_LABELS: Labels<typeof TRAVEL_STYLES> = {
  solo: 'Solo',
  group: 'Group',
  family: 'Family',
  business: 'Business',
};

export const TRAVEL_EXPERIENCE_LABELS: Labels<typeof TRAVEL_EXPERIENCE> = {
  beginner: 'Beginner (1-3 trips)',
  intermediate: 'Intermediate (4-10 trips)',
  experienced: 'Experienced (10+ trips)',
};

export const GENDER_LABELS: Labels<typeof GENDERS> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  prefer_not_to_say: 'Prefer not to say',
};

export const AGE_RANGE_LABELS: Labels<typeof AGE_RANGES> = {
  '18-24': '18-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45-54': '45-54',
  '55-64': '55-64',
  '65+': '65+',
};

export const ACCOMMODATION_LABELS: Labels<typeof ACCOMMODATION_PREFERENCES> = {
  hotel: 'Hotel',
  hostel: 'Hostel',
  airbnb: 'Airbnb',
  couchsurfing: 'Couchsurfing',
  other: 'Other',
};

export const BUDGET_LABELS: Labels<typeof BUDGET_LEVELS> = {
  budget: 'Budget',
  'mid-range': 'Mid-range',
  luxury: 'Luxury',
};

export const TRANSPORT_LABELS: Labels<typeof TRANSPORT_PREFERENCES> = {
  public: 'Public transport',
  taxi: 'Taxi or ride-hailing',
  rental: 'Rental car',
  walking: 'Walking',
  other: 'Other',
};
