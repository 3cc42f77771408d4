/** What a provider vouched for after the OAuth dance: whose account it is, and what it says about them. */
import type { OAuthProvider } from '@safetrails/contracts';

export interface ProviderIdentity {
  readonly provider: OAuthProvider;
  /** The provider's stable id of the account (Google's `sub`, Reddit's account id). */
  readonly subject: string;
  readonly displayName: string | null;
  /** Only an address the provider says it verified, since ADMIN_EMAILS trusts it. */
  readonly email: string | null;
}
