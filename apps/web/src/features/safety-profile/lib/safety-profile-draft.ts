/**
 * The safety profile as the form holds it, and the way to and from the API's shape: free-text
 * fields are strings while editing and null when left empty; the defaults are spec part 2 section 3's.
 */
import type { SafetyProfile } from '@safetrails/contracts';
import type { SafetyProfileInput } from '../api/save-safety-profile';

export interface SafetyProfileDraft extends Omit<SafetyProfileInput, 'homeCountry' | 'emergencyContact'> {
  readonly homeCountry: string;
  readonly emergencyContact: string;
}

/** The limits the API enforces on the free-text fields (its 400 names the field); inputs stop at them. */
export const SAFETY_PROFILE_TEXT_MAX_LENGTH = { homeCountry: 80, emergencyContact: 200 } as const;

export const NEW_PROFILE_DRAFT: SafetyProfileDraft = {
  travelStyle: 'solo',
  travelExperience: 'beginner',
  gender: null,
  ageRange: null,
  homeCountry: '',
  lgbtFirst: false,
  languages: [],
  emergencyContact: '',
  accommodationPreference: null,
  budgetLevel: null,
  transportPreference: null,
  safetyPriorities: [],
  medicalConditions: [],
  dietaryRestrictions: [],
  accessibilityNeeds: [],
  notificationPreferences: { emailAlerts: true, safetyUpdates: true, marketingEmails: false },
  privacySettings: { shareLocation: false, shareProfile: false },
};

export function draftOf(profile: SafetyProfile | null): SafetyProfileDraft {
  if (!profile) return NEW_PROFILE_DRAFT;
  return {
    travelStyle: profile.travelStyle,
    travelExperience: profile.travelExperience,
    gender: profile.gender,
    ageRange: profile.ageRange,
    homeCountry: profile.homeCountry ?? '',
    lgbtFirst: profile.lgbtFirst,
    languages: profile.languages,
    emergencyContact: profile.emergencyContact ?? '',
    accommodationPreference: profile.accommodationPreference,
    budgetLevel: profile.budgetLevel,
    transportPreference: profile.transportPreference,
    safetyPriorities: profile.safetyPriorities,
    medicalConditions: profile.medicalConditions,
    dietaryRestrictions: profile.dietaryRestrictions,
    accessibilityNeeds: profile.accessibilityNeeds,
    notificationPreferences: profile.notificationPreferences,
    privacySettings: profile.privacySettings,
  };
}

export function inputOf(draft: SafetyProfileDraft): SafetyProfileInput {
  return { ...draft, homeCountry: textOrNull(draft.homeCountry), emergencyContact: textOrNull(draft.emergencyContact) };
}

function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
