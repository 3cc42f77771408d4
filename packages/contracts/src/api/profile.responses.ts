/** The account profile (the /profile tabs) and the advanced safety profile (/profile/settings). */

export const SAFETY_PRIORITIES = [
  'walkability',
  'publicTransport',
  'lowHarassment',
  'lowPettyCrime',
  'medicalAccess',
  'streetLighting',
] as const;
export type SafetyPriority = (typeof SAFETY_PRIORITIES)[number];

export const MINIMUM_SAFETY_SCORE = { min: 50, max: 100, default: 75 } as const;

export interface AccountProfile {
  readonly fullName: string | null;
  readonly phone: string | null;
  readonly emergencyContact: string | null;
  readonly bio: string | null;
  readonly safety: { readonly priorities: readonly SafetyPriority[]; readonly minimumSafetyScore: number };
  readonly notifications: {
    readonly emailNotifications: boolean;
    readonly safetyAlerts: boolean;
    readonly travelTips: boolean;
  };
}

export const TRAVEL_STYLES = ['solo', 'group', 'family', 'business'] as const;
export const TRAVEL_EXPERIENCE = ['beginner', 'intermediate', 'experienced'] as const;
export const GENDERS = ['female', 'male', 'non-binary', 'prefer_not_to_say'] as const;
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const ACCOMMODATION_PREFERENCES = ['hotel', 'hostel', 'airbnb', 'couchsurfing', 'other'] as const;
export const BUDGET_LEVELS = ['budget', 'mid-range', 'luxury'] as const;
export const TRANSPORT_PREFERENCES = ['public', 'taxi', 'rental', 'walking', 'other'] as const;
export const PROFILE_LIST_MAX_ITEMS = 20;
export const PROFILE_LIST_ITEM_MAX_LENGTH = 80;

/** Spec part 2 "Safety profile". `GET /api/user-profiles/{userId}` answers it, or 404 when none. */
export interface SafetyProfile {
  readonly userId: string;
  readonly travelStyle: (typeof TRAVEL_STYLES)[number];
  readonly travelExperience: (typeof TRAVEL_EXPERIENCE)[number];
  readonly gender: (typeof GENDERS)[number] | null;
  readonly ageRange: (typeof AGE_RANGES)[number] | null;
  readonly homeCountry: string | null;
  /** The home country as ISO 3166-1 alpha-2 where its words name one ("United Kingdom", "UK": GB); null otherwise. */
  readonly homeCountryCode: string | null;
  /** "Show LGBT+ safety information first": the page leads with the LGBT+ facts. Sealed like the other personal answers. */
  readonly lgbtFirst: boolean;
  readonly languages: readonly string[];
  readonly emergencyContact: string | null;
  readonly accommodationPreference: (typeof ACCOMMODATION_PREFERENCES)[number] | null;
  readonly budgetLevel: (typeof BUDGET_LEVELS)[number] | null;
  readonly transportPreference: (typeof TRANSPORT_PREFERENCES)[number] | null;
  readonly safetyPriorities: readonly string[];
  readonly medicalConditions: readonly string[];
  readonly dietaryRestrictions: readonly string[];
  readonly accessibilityNeeds: readonly string[];
  readonly notificationPreferences: {
    readonly emailAlerts: boolean;
    readonly safetyUpdates: boolean;
    readonly marketingEmails: boolean;
  };
  readonly privacySettings: { readonly shareLocation: boolean; readonly shareProfile: boolean };
  readonly updatedAt: string;
}
