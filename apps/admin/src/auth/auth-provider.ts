/**
 * The console signs in with the traveller app's session: the same HttpOnly cookie, checked by
 * `GET /api/user`. Signing in happens at /auth; the console only reads who is signed in and their
 * roles. The server enforces every role on /admin-api anyway: this only decides what to show.
 */
import type { AuthProvider } from 'react-admin';
import type { CurrentUser, Role } from '@safetrails/contracts';

const CONSOLE_ROLES: readonly Role[] = ['moderator', 'admin'];

async function currentUser(): Promise<CurrentUser | null> {
  const response = await fetch('/api/user', { credentials: 'same-origin' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/user answered ${response.status}`);
  return (await response.json()) as CurrentUser;
}

export function canUseConsole(roles: readonly Role[] | undefined): boolean {
  return (roles ?? []).some((role) => CONSOLE_ROLES.includes(role));
}

function signInElsewhere(): never {
  window.location.assign(`/auth?from=${encodeURIComponent(window.location.pathname)}`);
  throw new Error('Redirecting to sign-in');
}

export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  async logout() {
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
  checkError: (error: { status?: number }) =>
    error.status === 401 ? Promise.reject(new Error('Signed out')) : Promise.resolve(),
  async getIdentity() {
    const user = await currentUser();
    if (!user) signInElsewhere();
    return { id: user.id, fullName: user.name ?? user.username };
  },
  async getPermissions() {
    return (await currentUser())?.roles ?? [];
  },
  async canAccess() {
    return canUseConsole((await currentUser())?.roles);
  },
};
