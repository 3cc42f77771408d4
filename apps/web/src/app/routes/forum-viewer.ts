/** The forum's view of the signed-in user (auth's), for the forum routes to hand to the forum screens. */
import { useUser } from '@/features/auth/hooks/use-user';
import { SIGNED_OUT, type ForumViewer } from '@/features/forum/lib/forum-viewer';

export function useForumViewer(): { readonly viewer: ForumViewer; readonly isLoading: boolean } {
  const { user, isLoading } = useUser();
  return { viewer: user ? { id: user.id, canWrite: user.betaAccess } : SIGNED_OUT, isLoading };
}
