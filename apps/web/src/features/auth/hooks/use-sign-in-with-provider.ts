/**
 * Sign-in with Google or Reddit in a 500x600 popup centred on this window (spec part 1). The popup
 * runs the provider's pages and, once signed in, posts `{ type: 'auth-success', provider, user }` to
 * this window and closes. Only a message from this origin, for the provider we opened, counts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { User } from '../api/get-user';
import { useCompleteSignIn } from './use-complete-sign-in';

export type SignInProvider = 'google' | 'reddit';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const POPUP_NAME = 'safetrails-sign-in';
const CLOSED_CHECK_MS = 500;

export function useSignInWithProvider(): {
  readonly signIn: (provider: SignInProvider) => void;
  /** The provider whose popup is open, to show that we are waiting for it. */
  readonly waitingFor: SignInProvider | null;
} {
  const completeSignIn = useCompleteSignIn();
  const [waitingFor, setWaitingFor] = useState<SignInProvider | null>(null);
  const popup = useRef<Window | null>(null);
  // Kept apart from `waitingFor`: the popup closes itself right after posting, and the message
  // must still count if we notice the closed window first.
  const expected = useRef<SignInProvider | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || expected.current === null) return;
      const user = readAuthSuccess(event.data, expected.current);
      if (!user) return;
      expected.current = null;
      if (popup.current && !popup.current.closed) popup.current.close();
      popup.current = null;
      setWaitingFor(null);
      toast.success(user.name ? `Welcome, ${user.name}!` : 'Welcome!');
      completeSignIn(user);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [completeSignIn]);

  useEffect(() => {
    if (waitingFor === null) return;
    // Closing the popup without signing in is a change of mind, not an error.
    const timer = setInterval(() => {
      if (popup.current?.closed ?? true) setWaitingFor(null);
    }, CLOSED_CHECK_MS);
    return () => clearInterval(timer);
  }, [waitingFor]);

  const signIn = useCallback((provider: SignInProvider) => {
    const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
    const features = `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
    // Reusing the name replaces a popup still open for the other provider.
    const opened = window.open(`/api/auth/${provider}`, POPUP_NAME, features);
    if (!opened) {
      toast.error('Pop-up blocked', {
        description: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
      });
      return;
    }
    opened.focus();
    popup.current = opened;
    expected.current = provider;
    setWaitingFor(provider);
  }, []);

  return { signIn, waitingFor };
}

function readAuthSuccess(data: unknown, provider: SignInProvider): User | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; provider?: unknown; user?: unknown };
  if (message.type !== 'auth-success' || message.provider !== provider) return null;
  return isUser(message.user) ? message.user : null;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<Record<keyof User, unknown>>;
  return typeof user.id === 'string' && typeof user.username === 'string' && typeof user.betaAccess === 'boolean';
}
