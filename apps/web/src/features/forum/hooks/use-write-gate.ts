/**
 * The check before any forum write (post, comment, reply, reaction, report, save): a signed-out
 * visitor gets the spec's "Sign in required" toast with a way to sign in and come back; a traveller
 * without beta access is pointed to beta verification. Returns whether the write may go ahead.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { pathOf } from '@/lib/return-to';
import { signInPath, type ForumViewer } from '../lib/forum-viewer';

export type ForumWrite = 'comment' | 'reply' | 'react' | 'reportComment' | 'reportPost' | 'savePosts';

export function useWriteGate(viewer: ForumViewer): (action: ForumWrite) => boolean {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (action: ForumWrite) => {
      if (viewer.canWrite) return true;
      const here = pathOf(location);
      if (viewer.id === null) {
        toast.info(intl.formatMessage({ id: 'forum.gate.signInRequired', defaultMessage: 'Sign in required' }), {
          description: intl.formatMessage(
            {
              id: 'forum.gate.signInText',
              defaultMessage:
                '{action, select, comment {Please sign in to comment.} reply {Please sign in to reply.} react {Please sign in to react.} reportComment {Please sign in to report a comment.} reportPost {Please sign in to report a post.} other {Please sign in to save posts.}}',
            },
            { action },
          ),
          action: {
            label: intl.formatMessage({ id: 'forum.signIn', defaultMessage: 'Sign in' }),
            onClick: () => void navigate(signInPath(here)),
          },
        });
      } else {
        toast.info(intl.formatMessage({ id: 'forum.gate.betaRequired', defaultMessage: 'Beta access required' }), {
          description: intl.formatMessage(
            {
              id: 'forum.gate.betaText',
              defaultMessage:
                '{action, select, comment {The community opens with your beta invitation: verify it to comment.} reply {The community opens with your beta invitation: verify it to reply.} react {The community opens with your beta invitation: verify it to react.} reportComment {The community opens with your beta invitation: verify it to report a comment.} reportPost {The community opens with your beta invitation: verify it to report a post.} other {The community opens with your beta invitation: verify it to save posts.}}',
            },
            { action },
          ),
          action: {
            label: intl.formatMessage({ id: 'forum.gate.verify', defaultMessage: 'Verify access' }),
            onClick: () => void navigate(`/verify-beta?${new URLSearchParams({ from: here }).toString()}`),
          },
        });
      }
      return false;
    },
    [viewer, location, navigate, intl],
  );
}
