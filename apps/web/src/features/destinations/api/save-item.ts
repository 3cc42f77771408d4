/**
 * `POST /api/saved` with `{ itemType, itemId }`: the Save button (idempotent; saving twice keeps one).
 * The answer joins the cached saved list at once; the live notice then refreshes it from the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedItemType, SavedItemView } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';
import { savedItemKeys } from './destination-keys';

export interface SavedItemRef {
  readonly itemType: SavedItemType;
  readonly itemId: number;
}

export function saveItem(item: SavedItemRef): Promise<SavedItemView> {
  return apiPost<SavedItemView>('/api/saved', { body: item });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedItemView[]>(savedItemKeys.all, (items) =>
        items === undefined
          ? undefined
          : [saved, ...items.filter((item) => !(item.itemType === saved.itemType && item.itemId === saved.itemId))],
      );
      return queryClient.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
}
