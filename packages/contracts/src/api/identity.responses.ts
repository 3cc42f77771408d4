/** Answers of the account routes. */
import type { IdentityProvider, OAuthProvider, Role } from '../events/identity.events';
import type { Locale } from '../constants/locale.constants';

export interface CurrentUser {
  readonly id: string;
  readonly username: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly roles: readonly Role[];
  readonly betaAccess: boolean;
  readonly identities: readonly { readonly provider: IdentityProvider }[];
  /** The language she chose in the header or her profile; null until she chooses one. */
  readonly language: Locale | null;
}

/**
 * What the provider sign-in popup posts to the window that opened it (same origin only), for a
 * sign-in and for linking a provider to the signed-in account alike.
 */
export type AuthPopupMessage =
  | { readonly type: 'auth-success'; readonly provider: OAuthProvider; readonly user: CurrentUser }
  | { readonly type: 'auth-error'; readonly provider: OAuthProvider; readonly error: string; readonly code?: string };

export interface DevelopmentPersona {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export interface AuthOptions {
  readonly providers: { readonly google: boolean; readonly reddit: boolean };
  readonly developmentSignIn: { readonly enabled: boolean; readonly personas: readonly DevelopmentPersona[] };
}

export interface VerifyBetaResponse {
  readonly valid: boolean;
  readonly email: string | null;
  readonly error: string | null;
}

export const LOGOUT_SCOPES = ['local', 'global', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** Beta invitations expire this many days after they are issued. */
export const BETA_INVITATION_VALID_DAYS = 14;
