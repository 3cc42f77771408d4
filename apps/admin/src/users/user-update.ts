/** The body of a user's save: only what changed, and the reason. */
import { ROLES, type AdminUser, type Role } from '@safetrails/contracts';

/** What the edit form saves: the changes and why, as the user's history keeps a reason for each. */
export interface UserUpdate {
  readonly roles?: readonly Role[];
  readonly betaAccess?: boolean;
  readonly reason: string;
}

function sameRoles(left: readonly Role[], right: readonly Role[]): boolean {
  return left.length === right.length && left.every((role) => right.includes(role));
}

/**
 * Sends what changed and why. Disabled inputs submit nothing (react-hook-form leaves them
 * undefined), so a moderator's save never carries a roles field the server would refuse.
 */
export function toUserUpdate(data: Partial<AdminUser> & { reason?: string }, previous?: AdminUser): UserUpdate {
  const update: { roles?: Role[]; betaAccess?: boolean; reason: string } = { reason: (data.reason ?? '').trim() };
  if (data.roles) {
    const chosen = new Set<Role>(['traveller', ...data.roles]);
    const roles = ROLES.filter((role) => chosen.has(role));
    if (!previous || !sameRoles(roles, previous.roles)) update.roles = roles;
  }
  if (typeof data.betaAccess === 'boolean' && data.betaAccess !== previous?.betaAccess) {
    update.betaAccess = data.betaAccess;
  }
  return update;
}
