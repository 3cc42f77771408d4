/** Answers of the public waitlist routes. No email ever appears in them. */
export interface WaitlistStats {
  readonly count: number;
  readonly cap: number;
  readonly spotsRemaining: number;
  /** Unrounded; the landing page shows it to one decimal. */
  readonly progressPercent: number;
}

export interface RecentSignup {
  readonly firstName: string;
  /** ISO 8601. */
  readonly joinedAt: string;
}

export interface JoinWaitlistResponse {
  readonly firstName: string;
  readonly joinedAt: string;
}

export const ALREADY_REGISTERED = 'ALREADY_REGISTERED';

export interface AlreadyRegisteredResponse {
  readonly statusCode: 409;
  readonly error: 'Conflict';
  readonly code: typeof ALREADY_REGISTERED;
  readonly message: string;
  /** The first name given at sign-up, so the toast can greet the person. */
  readonly name: string;
}
