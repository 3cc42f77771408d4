/**
 * Who is reading the forum, as the forum screens need it: their id (null when signed out) and
 * whether they may write (forum writes need beta access, like every traveller write). The routes
 * build it from the signed-in user, which belongs to the auth feature.
 */
export interface ForumViewer {
  readonly id: string | null;
  readonly canWrite: boolean;
}

export const SIGNED_OUT: ForumViewer = { id: null, canWrite: false };

/** The sign-in page, coming back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/auth?${new URLSearchParams({ from: path }).toString()}`;
}
