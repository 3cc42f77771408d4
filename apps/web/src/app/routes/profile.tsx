/**
 * /profile: the account profile page, behind the beta-access guard. The profile feature draws it;
 * this route hands it the signed-in user, auth's sign-out and provider-linking actions and the saved
 * places (the destinations feature's), and signs the app out when the account is deleted.
 */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { OAUTH_PROVIDERS } from '@safetrails/contracts';
import { useAuthOptions } from '@/features/auth/api/get-auth-options';
import { userQueryKey } from '@/features/auth/api/get-user';
import { useLinkProvider } from '@/features/auth/hooks/use-link-provider';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useUser } from '@/features/auth/hooks/use-user';
import { useSavedItems } from '@/features/destinations/api/get-saved-items';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { safetyProfileKeys } from '@/features/safety-profile/api/get-safety-profile';
import '@/styles/profile.css';
import '@/styles/saved.css';

export function ProfileRoute() {
  const { user } = useUser();
  const { logout, pendingScope } = useLogout();
  const options = useAuthOptions();
  const { link, linking } = useLinkProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const whenUnmounted = useWhenUnmounted();
  const saved = useSavedItems();

  // The guard renders this route only for a signed-in user with beta access.
  if (!user) return null;

  const linkable = OAUTH_PROVIDERS.filter(
    (provider) =>
      options.data?.providers[provider] === true && !user.identities.some((identity) => identity.provider === provider),
  );

  const onAccountDeleted = async () => {
    // Leave first, and wait until this page (and the guard around it) is gone: signed out on a
    // protected page, the guard would send the visitor to sign in instead of to the home page.
    await navigate('/', { replace: true });
    await whenUnmounted();
    queryClient.setQueryData(userQueryKey, null);
    queryClient.removeQueries({ queryKey: safetyProfileKeys.all });
  };

  return (
    <ProfilePage
      user={user}
      pendingLogout={pendingScope}
      onLogout={() => logout('local')}
      onSignOutOtherDevices={() => logout('others')}
      onAccountDeleted={onAccountDeleted}
      signInMethodLinking={{ linkable, linking, onLink: link }}
      saved={saved}
    />
  );
}

/**
 * A promise that settles once this component has unmounted. The router renders a navigation in a
 * transition, so it can resolve `navigate()` before the old page is off the screen.
 */
function useWhenUnmounted(): () => Promise<void> {
  const mounted = useRef(true);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const resolve of waiting.current.splice(0)) resolve();
    };
  }, []);
  return useCallback(
    () => (mounted.current ? new Promise<void>((resolve) => waiting.current.push(resolve)) : Promise.resolve()),
    [],
  );
}
