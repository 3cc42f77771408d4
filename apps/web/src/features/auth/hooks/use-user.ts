/**
 * Who is signed in: `user` is null when signed out, and also when the server cannot be reached
 * (the spec reads a failure as signed out). `isLoading` is true only until the first answer.
 */
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions, type User } from '../api/get-user';

export function useUser(): { readonly user: User | null; readonly isLoading: boolean } {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
