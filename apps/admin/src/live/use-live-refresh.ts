/**
 * Refetches what a screen reads when the projection behind it changes. react-admin keys its
 * queries by resource first (`['moderation-queue', 'getList', ...]`), so invalidating `[resource]`
 * refetches every list, record and count of that resource on the page, and nothing else.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isConnected, subscribeToChanges, subscribeToConnection } from './read-model-changes';

export function useLiveRefresh(projections: readonly string[], queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  // Callers pass literals; compare by content so a re-render does not reconnect.
  const projectionsKey = JSON.stringify(projections);
  const queryKeysKey = JSON.stringify(queryKeys);
  useEffect(() => {
    const watched = new Set(JSON.parse(projectionsKey) as string[]);
    const keys = JSON.parse(queryKeysKey) as QueryKey[];
    return subscribeToChanges((notice) => {
      if (notice.kind === 'changed' && !watched.has(notice.change.projection)) return;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, projectionsKey, queryKeysKey]);
}

/** Whether the change stream is open now (the screens say "live" only when it is). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeToConnection, isConnected, () => false);
}
