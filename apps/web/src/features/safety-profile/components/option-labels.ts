/** How the safety profile's choices read on screen in the page's language; typed by the contract constants, so none is missed. */
import { useIntl, type IntlShape } from 'react-intl';
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

export interface OptionLabels {
  readonly travelStyle: Labels<typeof TRAVEL_STYLES>;
  readonly travelExperience: Labels<typeof TRAVEL_EXPERIENCE>;
  readonly gender: Labels<typeof GENDERS>;
  readonly ageRange: Labels<typeof AGE_RANGES>;
  readonly accommodation: Labels<typeof ACCOMMODATION_PREFERENCES>;
  readonly budget: Labels<typeof BUDGET_LEVELS>;
  readonly transport: Labels<typeof TRANSPORT_PREFERENCES>;
}

function optionLabels(intl: IntlShape): OptionLabels {
  const other = intl.formatMessage({ id: 'safetyProfile.option.other', defaultMessage: 'Other' });
  return {
    travelStyle: {
      solo: intl.formatMessage({ id: 'safetyProfile.option.solo', defaultMessage: 'Solo' }),
      group: intl.formatMessage({ id: 'safetyProfile.option.group', defaultMessage: 'Group' }),
      family: intl.formatMessage({ id: 'safetyProfile.option.family', defaultMessage: 'Family' }),
      business: intl.formatMessage({ id: 'safetyProfile.option.business', defaultMessage: 'Business' }),
    },
    travelExperience: {
      beginner: intl.formatMessage({ id: 'safetyProfile.option.beginner', defaultMessage: 'Beginner (1-3 trips)' }),
      intermediate: intl.formatMessage({
        id: 'safetyProfile.option.intermediate',
        defaultMessage: 'Intermediate (4-10 trips)',
      }),
      experienced: intl.formatMessage({
        id: 'safetyProfile.option.experienced',
        defaultMessage: 'Experienced (10+ trips)',
      }),
    },
    gender: {
      female: intl.formatMessage({ id: 'safetyProfile.option.female', defaultMessage: 'Female' }),
      male: intl.formatMessage({ id: 'safetyProfile.option.male', defaultMessage: 'Male' }),
      'non-binary': intl.formatMessage({ id: 'safetyProfile.option.nonBinary', defaultMessage: 'Non-binary' }),
      prefer_not_to_say: intl.formatMessage({
        id: 'safetyProfile.option.preferNotToSay',
        defaultMessage: 'Prefer not to say',
      }),
    },
    // Ranges of years read the same in every language we speak.
    ageRange: {
      '18-24': '18-24',
      '25-34': '25-34',
      '35-44': '35-44',
      '45-54': '45-54',
      '55-64': '55-64',
      '65+': '65+',
    },
    accommodation: {
      hotel: intl.formatMessage({ id: 'safetyProfile.option.hotel', defaultMessage: 'Hotel' }),
      hostel: intl.formatMessage({ id: 'safetyProfile.option.hostel', defaultMessage: 'Hostel' }),
      airbnb: 'Airbnb',
      couchsurfing: 'Couchsurfing',
      other,
    },
    budget: {
      budget: intl.formatMessage({ id: 'safetyProfile.option.budget', defaultMessage: 'Budget' }),
      'mid-range': intl.formatMessage({ id: 'safetyProfile.option.midRange', defaultMessage: 'Mid-range' }),
      luxury: intl.formatMessage({ id: 'safetyProfile.option.luxury', defaultMessage: 'Luxury' }),
    },
    transport: {
      public: intl.formatMessage({ id: 'priority.publicTransport', defaultMessage: 'Public transport' }),
      taxi: intl.formatMessage({ id: 'safetyProfile.option.taxi', defaultMessage: 'Taxi or ride-hailing' }),
      rental: intl.formatMessage({ id: 'safetyProfile.option.rental', defaultMessage: 'Rental car' }),
      walking: intl.formatMessage({ id: 'safetyProfile.option.walking', defaultMessage: 'Walking' }),
      other,
    },
  };
}

export function useOptionLabels(): OptionLabels {
  return optionLabels(useIntl());
}
