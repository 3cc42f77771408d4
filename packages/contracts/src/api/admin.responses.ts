/** Records of `/admin-api/*`, shared by the API and the react-admin console. */
import type { Role } from '../events/identity.events';

export interface AdminUser {
  readonly id: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly roles: readonly Role[];
  readonly betaAccess: boolean;
  readonly providers: readonly string[];
  readonly registeredAt: string;
  /** The end of the current ban while one holds (writes refused), else null; history in `bans`. */
  readonly bannedUntil: string | null;
}

export interface AdminWaitlistEntry {
  /** The entry's stream id. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly isFrequentTraveler: boolean;
  readonly company: string | null;
  readonly role: string | null;
  readonly joinedAt: string;
  readonly invitedAt: string | null;
  readonly redeemedAt: string | null;
}

/** An invitation as issued: its token is shown this once and never again. */
export interface IssuedBetaInvitation {
  readonly invitationId: string;
  readonly waitlistId: string | null;
  readonly email: string | null;
  readonly token: string;
  readonly link: string;
  readonly expiresAt: string;
}
