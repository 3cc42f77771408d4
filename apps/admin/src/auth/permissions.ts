/**
 * What each role may do in the console, as react-admin asks it (`canAccess({ resource, action })`).
 * Travellers may do nothing; moderators do the moderation; a few things are the admins' alone. This
 * only decides what the console shows: every `/admin-api` route checks the role on the server.
 */
import type { Role } from '@safetrails/contracts';

/** Actions react-admin asks about, and the console's own finer ones (e.g. `roles` on users). */
export type ConsoleAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'clone' | (string & {});

const CONSOLE_ROLES: readonly Role[] = ['moderator', 'admin'];

/**
 * Resources nobody writes through the console: the log is what happened, and it is changed only by
 * the moderation commands that append to it.
 */
const READ_ONLY_RESOURCES: ReadonlySet<string> = new Set(['moderation-log']);
const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export']);

/** Things only an admin may do, by resource. */
const ADMIN_ONLY: Readonly<Record<string, readonly string[]>> = {
  // Granting and revoking moderator or admin roles.
  users: ['roles', 'delete'],
  // Revising a baseline moves every traveller's score of the destination (PUT is the admins').
  destinations: ['edit'],
  // Events the projections set aside: raw events and a bug to fix (the API answers admins only).
  quarantine: ['list', 'show', 'export'],
};

export function canUseConsole(roles: readonly Role[] | undefined): boolean {
  return (roles ?? []).some((role) => CONSOLE_ROLES.includes(role));
}

export function canRoleAccess(
  roles: readonly Role[] | undefined,
  { resource, action }: { readonly resource: string; readonly action: ConsoleAction },
): boolean {
  if (!canUseConsole(roles)) return false;
  if (READ_ONLY_RESOURCES.has(resource) && !READ_ACTIONS.has(action)) return false;
  if (ADMIN_ONLY[resource]?.includes(action)) return (roles ?? []).includes('admin');
  return true;
}
