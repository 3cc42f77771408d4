/**
 * /forums/new-post, behind the beta-access guard. The forum feature draws the form; the destination
 * search for "Include Location Data" is the destinations feature's, composed here. A signed-out
 * visitor gets the spec's "Sign in required" toast on the way to /auth (the guard does the redirect).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { useUser } from '@/features/auth/hooks/use-user';
import { useSearchDestinations } from '@/features/destinations/api/search-destinations';
import type { DestinationChoices } from '@/features/forum/components/destination-picker';
import { NewPostPage } from '@/features/forum/components/new-post-page';
import '@/styles/forum.css';
import 'virtual:message-part/community';

const DESTINATION_CHOICES = 8;

function useDestinationChoices(query: string): DestinationChoices {
  const search = useSearchDestinations(query, DESTINATION_CHOICES);
  return {
    data: search.data?.map(({ id, name, country }) => ({ id, name, country })),
    isFetching: search.isFetching,
    isError: search.isError,
  };
}

export function ForumNewPostRoute() {
  return <NewPostPage useDestinationChoices={useDestinationChoices} />;
}

/** Wraps the guard around the new-post page: says why a signed-out visitor is sent to sign in. */
export function NewPostSignInNotice() {
  const intl = useIntl();
  const { user, isLoading } = useUser();
  const signedOut = !isLoading && user === null;
  useEffect(() => {
    // The id keeps one toast even when the effect runs twice.
    if (signedOut) {
      toast.info(intl.formatMessage({ id: 'forum.gate.signInRequired', defaultMessage: 'Sign in required' }), {
        id: 'new-post-sign-in',
        description: intl.formatMessage({
          id: 'forum.gate.signInToCreate',
          defaultMessage: 'Please sign in to create a post.',
        }),
      });
    }
  }, [signedOut, intl]);
  return <Outlet />;
}
