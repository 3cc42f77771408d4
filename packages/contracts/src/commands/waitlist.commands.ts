/**
 * Commands of the waitlist context, as plain data. The API wraps them for its CommandBus.
 */
export interface JoinWaitlistCommandData {
  readonly email: string;
  readonly name: string;
  readonly isFrequentTraveler: boolean;
  readonly company: string | null;
  readonly role: string | null;
}
