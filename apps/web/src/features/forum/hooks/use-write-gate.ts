/**
 * The check before any forum write (post, comment, reply, reaction, report, save): a signed-out
 * visitor gets the spec's "Sign in required" toast with a way to sign in and come back; a traveller
 * without beta access is pointed to beta verification. Returns whether the write may go ahead.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FORUM_MESSAGES } from '@safetrails/contracts';
import { pathOf } from '@/lib/return-to';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';

export function useWriteGate(viewer: ForumViewer): (action: string) => boolean {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (action: string) => {
      if (viewer.canWrite) return true;
      const here = pathOf(location);
      if (viewer.id === null) {
        toast.info(FORUM_MESSAGES.signInRequired, {
          description: `Please sign in to ${action}.`,
          action: { label: 'Sign in', onClick: () => void navigate(signInPath(here)) },
        });
      } else {
        toast.info('Beta access required', {
          description: `The community opens with your beta invitation: verify it to ${action}.`,
          action: {
            label: 'Verify access',
            onClick: () => void navigate(`/verify-beta?${new URLSearchParams({ from: here }).toString()}`),
          },
        });
      }
      return false;
    },
    [viewer, location, navigate],
  );
}
