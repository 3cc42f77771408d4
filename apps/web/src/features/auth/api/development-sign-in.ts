/**
 * `POST /api/auth/development/sign-in`: signs in as a sample persona on servers that allow it
 * (never in production). The server sets the session cookie and answers with the user.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { User } from './get-user';

export function developmentSignIn(persona: string): Promise<User> {
  return apiPost<User>('/api/auth/development/sign-in', { body: { persona } });
}

interface Callbacks {
  readonly onSuccess: (user: User) => void;
  readonly onError: (error: Error) => void;
}

/** The callbacks run at the mutation level, so they still run if the page unmounts meanwhile. */
export function useDevelopmentSignIn({ onSuccess, onError }: Callbacks) {
  return useMutation({ mutationFn: developmentSignIn, onSuccess, onError });
}
