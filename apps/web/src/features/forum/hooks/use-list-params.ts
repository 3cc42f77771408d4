/** The post list's parameters, read from and written to the address (see lib/forum-list-params.ts). */
import { useSearchParams } from 'react-router-dom';
import { parseListParams, withListParams, type ForumListParams } from '../lib/forum-list-params';

export function useListParams(): readonly [
  ForumListParams,
  (params: ForumListParams, extra?: Record<string, string>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams);
  const setParams = (next: ForumListParams, extra: Record<string, string> = {}) =>
    setSearchParams((previous) => {
      const updated = withListParams(previous, next);
      for (const [key, value] of Object.entries(extra)) updated.set(key, value);
      return updated;
    });
  return [params, setParams] as const;
}
