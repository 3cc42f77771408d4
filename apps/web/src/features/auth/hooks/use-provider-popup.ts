/**
 * The provider popup of spec part 1: `/api/auth/<provider>` (with `?link=1` to link the provider to
 * the signed-in account) in a 500x600 window centred on this one. The popup runs the provider's
 * pages and, at the end, posts `{ type: 'auth-success', provider, user }` or `{ type: 'auth-error',
 * provider, error }` to this window and closes. Only a message from this origin, for the provider
 * we opened, counts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { AuthPopupMessage, CurrentUser, OAuthProvider } from '@safetrails/contracts';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const POPUP_NAME = 'safetrails-sign-in';
const CLOSED_CHECK_MS = 500;

export interface ProviderPopupHandlers {
  readonly onSuccess: (provider: OAuthProvider, user: CurrentUser) => void;
  readonly onError: (provider: OAuthProvider, error: string) => void;
}

export function useProviderPopup(handlers: ProviderPopupHandlers): {
  readonly open: (provider: OAuthProvider, mode: 'sign-in' | 'link') => void;
  /** The provider whose popup is open, to show that we are waiting for it. */
  readonly waitingFor: OAuthProvider | null;
} {
  const intl = useIntl();
  const [waitingFor, setWaitingFor] = useState<OAuthProvider | null>(null);
  const popup = useRef<Window | null>(null);
  // Kept apart from `waitingFor`: the popup closes itself right after posting, and the message
  // must still count if we notice the closed window first.
  const expected = useRef<OAuthProvider | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || expected.current === null) return;
      const message = readPopupMessage(event.data, expected.current);
      if (!message) return;
      expected.current = null;
      if (popup.current && !popup.current.closed) popup.current.close();
      popup.current = null;
      setWaitingFor(null);
      if (message.type === 'auth-success') latest.current.onSuccess(message.provider, message.user);
      else latest.current.onError(message.provider, message.error);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (waitingFor === null) return;
    // Closing the popup without finishing is a change of mind, not an error.
    const timer = setInterval(() => {
      if (popup.current?.closed ?? true) setWaitingFor(null);
    }, CLOSED_CHECK_MS);
    return () => clearInterval(timer);
  }, [waitingFor]);

  const open = useCallback(
    (provider: OAuthProvider, mode: 'sign-in' | 'link') => {
      const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
      const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
      const features = `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
      const url = mode === 'link' ? `/api/auth/${provider}?link=1` : `/api/auth/${provider}`;
      // Reusing the name replaces a popup still open for the other provider.
      const opened = window.open(url, POPUP_NAME, features);
      if (!opened) {
        toast.error(intl.formatMessage({ id: 'auth.popupBlocked', defaultMessage: 'Pop-up blocked' }), {
          description: intl.formatMessage({
            id: 'auth.popupBlocked.text',
            defaultMessage: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
          }),
        });
        return;
      }
      opened.focus();
      popup.current = opened;
      expected.current = provider;
      setWaitingFor(provider);
    },
    [intl],
  );

  return { open, waitingFor };
}

function readPopupMessage(data: unknown, provider: OAuthProvider): AuthPopupMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; provider?: unknown; user?: unknown; error?: unknown };
  if (message.provider !== provider) return null;
  if (message.type === 'auth-success' && isUser(message.user)) {
    return { type: 'auth-success', provider, user: message.user };
  }
  if (message.type === 'auth-error' && typeof message.error === 'string') {
    return { type: 'auth-error', provider, error: message.error };
  }
  return null;
}

function isUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<Record<keyof CurrentUser, unknown>>;
  return (
    typeof user.id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.betaAccess === 'boolean' &&
    Array.isArray(user.identities)
  );
}
