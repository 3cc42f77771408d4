/** `DELETE /api/saved/{itemType}/{itemId}`: removes a saved item (answers with it; 404 if it was not saved). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedItemView } from '@safetrails/contracts';
import { apiDelete } from '@/lib/api-client';
import { savedItemKeys } from './destination-keys';
import type { SavedItemRef } from './save-item';

export function unsaveItem({ itemType, itemId }: SavedItemRef): Promise<SavedItemView> {
  return apiDelete<SavedItemView>(`/api/saved/${itemType}/${itemId}`);
}

export function useUnsaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveItem,
    onSuccess: (_removed, { itemType, itemId }) => {
      queryClient.setQueryData<SavedItemView[]>(savedItemKeys.all, (items) =>
        items?.filter((item) => !(item.itemType === itemType && item.itemId === itemId)),
      );
      return queryClient.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
}
