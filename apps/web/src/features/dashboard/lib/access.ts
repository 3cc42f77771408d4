/**
 * What a visitor may see on the public dashboard: the destinations and their community data are for
 * everyone; personal figures and contributions need sign-in and beta access (the API refuses them
 * otherwise), so in their place the dashboard asks the visitor to sign in or to verify the beta.
 */
import type { CurrentUser } from '@safetrails/contracts';

export type DashboardAccess = 'signed-out' | 'no-beta' | 'beta';

export function accessOf(user: CurrentUser | null): DashboardAccess {
  if (!user) return 'signed-out';
  return user.betaAccess ? 'beta' : 'no-beta';
}
