/**
 * Who the reader may see behind a post or comment. Anonymity is applied here, when read: the
 * events keep the author, moderators see them, everyone else sees 'Anonymous'. Names are first
 * names only, never the full name a provider gave us.
 */
import { ANONYMOUS_AUTHOR_NAME, firstNameOf, type ForumAuthor } from '@safetrails/contracts';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  readonly userId: string | null;
  readonly isModerator: boolean;
}

export const SIGNED_OUT: Viewer = { userId: null, isModerator: false };

export function viewerOf(request: FastifyRequest): Viewer {
  const principal = request.principal;
  if (!principal) return SIGNED_OUT;
  return {
    userId: principal.userId,
    isModerator: principal.roles.includes('moderator') || principal.roles.includes('admin'),
  };
}

/** The author columns every forum query selects (users joined as `u`). */
export const AUTHOR_COLUMNS = `u.display_name AS author_name, (u.deleted_at IS NOT NULL) AS author_deleted,
  coalesce(u.roles && ARRAY['moderator', 'admin']::text[], false) AS author_staff`;

export interface AuthorRow {
  readonly author_id: string;
  readonly author_name: string | null;
  readonly author_deleted: boolean;
  readonly author_staff: boolean;
}

export const FORMER_MEMBER = 'Former member';
const UNNAMED = 'Traveller';

/** `anonymous`: the post is anonymous, or this is its anonymous author commenting on it. */
export function authorOf(row: AuthorRow, anonymous: boolean, viewer: Viewer): ForumAuthor {
  const isMe = viewer.userId !== null && viewer.userId === row.author_id;
  if (anonymous && !viewer.isModerator)
    return { userId: null, displayName: ANONYMOUS_AUTHOR_NAME, isAnonymous: true, isMe, isVerified: false };
  const name = row.author_deleted ? FORMER_MEMBER : row.author_name ? firstNameOf(row.author_name) : UNNAMED;
  return {
    userId: row.author_id,
    displayName: name || UNNAMED,
    isAnonymous: anonymous,
    isMe,
    isVerified: !anonymous && !row.author_deleted && row.author_staff,
  };
}
