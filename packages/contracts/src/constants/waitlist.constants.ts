/**
 * Waitlist and landing-page numbers from spec part 1 section 9, shared by the API and the web app.
 */
export const WAITLIST_CAP = 1000;
/** Shown when the count cannot be fetched. */
export const WAITLIST_COUNT_FALLBACK = 847;
export const RECENT_SIGNUPS_FETCHED = 4;
export const RECENT_SIGNUPS_IN_HERO = 2;
export const RECENT_SIGNUPS_MAX_LIMIT = 20;
/** The beta launch the countdown runs to. */
export const COUNTDOWN_TARGET_ISO = '2025-10-10T00:00:00.000Z';
export const THANK_YOU_REDIRECT_MS = 1000;
export const WAITLIST_PAGE_REDIRECT_MS = 3000;
/** Shown with 2, 5, 8 and 12 minutes ago when the recent sign-ups cannot be fetched. */
export const RECENT_SIGNUPS_PLACEHOLDER = [
  { firstName: 'Sarah', minutesAgo: 2 },
  { firstName: 'Maya', minutesAgo: 5 },
  { firstName: 'Emma', minutesAgo: 8 },
  { firstName: 'Priya', minutesAgo: 12 },
] as const;
export const WAITLIST_NAME_MAX_LENGTH = 100;
export const WAITLIST_EMAIL_MAX_LENGTH = 254;
export const WAITLIST_COMPANY_MAX_LENGTH = 120;
export const WAITLIST_ROLE_MAX_LENGTH = 120;
