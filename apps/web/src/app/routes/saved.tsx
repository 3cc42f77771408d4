/**
 * /saved (and its alias /saved-items), behind the beta-access guard: the saved feature draws the
 * page; the saved list and the remove action are the destinations feature's. Saved destinations
 * are fetched ahead for offline reading (keep-saved-offline.ts).
 */
import { toast } from '@/lib/toast';
import { useSavedItems } from '@/features/destinations/api/get-saved-items';
import { useUnsaveItem } from '@/features/destinations/api/unsave-item';
import { SavedPage } from '@/features/saved/components/saved-page';
import '@/styles/saved.css';
import { useSavedOffline } from '../keep-saved-offline';

export function SavedRoute() {
  const saved = useSavedItems();
  const unsave = useUnsaveItem();
  const keptOffline = useSavedOffline(saved.data);
  return (
    <SavedPage
      saved={saved}
      keptOffline={keptOffline}
      removing={unsave.isPending ? unsave.variables : null}
      onRemove={(item) =>
        unsave.mutate(
          { itemType: item.itemType, itemId: item.itemId },
          {
            onSuccess: () => toast.success('Removed from saved', { description: `${item.name} is no longer saved.` }),
            onError: (error) => toast.error('Could not remove it', { description: error.message }),
          },
        )
      }
    />
  );
}
