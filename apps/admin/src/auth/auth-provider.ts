/**
 * The console signs in with the traveller app's session: the same HttpOnly cookie, checked by
 * `GET /api/user`. Signing in happens at /auth; the console only reads who is signed in and their
 * roles. The server enforces every role on /admin-api anyway: this only decides what to show.
 */
import type { AuthProvider } from 'react-admin';
import type { CurrentUser, Role } from '@safetrails/contracts';
import { canRoleAccess, canUseConsole } from './permissions';

export { canUseConsole };

// react-admin asks canAccess once per menu item, button and page; one answer serves a burst of them.
const ROLES_FRESH_MS = 5_000;

async function currentUser(): Promise<CurrentUser | null> {
  const response = await fetch('/api/user', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  // `null` when signed out.
  return (await response.json()) as CurrentUser | null;
}

let cachedRoles: { readonly at: number; readonly roles: Promise<readonly Role[]> } | null = null;

function currentRoles(): Promise<readonly Role[]> {
  if (cachedRoles && Date.now() - cachedRoles.at < ROLES_FRESH_MS) return cachedRoles.roles;
  const roles = currentUser().then((user) => user?.roles ?? []);
  cachedRoles = { at: Date.now(), roles };
  roles.catch(() => {
    cachedRoles = null;
  });
  return roles;
}

function signInElsewhere(): never {
  window.location.assign(`/auth?from=${encodeURIComponent(window.location.pathname)}`);
  throw new Error('Redirecting to sign-in');
}

export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  async logout() {
    // react-admin also calls logout when checkAuth finds nobody signed in: then the sign-in redirect
    // is already on its way, and going home here would race it.
    if (!(await currentUser())) return false;
    const csrf = (await (await fetch('/api/csrf-token', { credentials: 'same-origin' })).json()) as { token: string };
    await fetch('/api/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token },
      body: JSON.stringify({ scope: 'local' }),
    });
    window.location.assign('/');
    return false;
  },
  async checkAuth() {
    if (!(await currentUser())) signInElsewhere();
  },
  checkError(error: { status?: number }) {
    if (error.status !== 401) return Promise.resolve();
    // The session ended while the console was open: sign in again and come back, not go home.
    window.location.assign(`/auth?from=${encodeURIComponent(window.location.pathname)}`);
    return Promise.reject(Object.assign(new Error('Signed out'), { logoutUser: false }));
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) signInElsewhere();
    return { id: user.id, fullName: user.name ?? user.username };
  },
  async getPermissions() {
    return currentRoles();
  },
  async canAccess({ resource, action }) {
    return canRoleAccess(await currentRoles(), { resource, action });
  },
};
