/** TanStack Query's retry rule for reads: a 4xx (unknown id, bad input) is an answer that a retry will not change; a 5xx or no network might. */
import { ApiError } from './api-client';

export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}
