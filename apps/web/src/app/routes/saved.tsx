/**
 * /saved (and its alias /saved-items), behind the beta-access guard: the saved feature draws the
 * page; the saved list and the remove action are the destinations feature's. Saved destinations
 * are made ready for offline reading wherever the app opens (keep-saved-offline.ts); each card
 * says when.
 */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { useSavedItems } from '@/features/destinations/api/get-saved-items';
import { useUnsaveItem } from '@/features/destinations/api/unsave-item';
import { SavedPage } from '@/features/saved/components/saved-page';
import '@/styles/saved.css';
import { makeSavedReady, useSavedReadyTimes } from '../keep-saved-offline';

export function SavedRoute() {
  const intl = useIntl();
  const saved = useSavedItems();
  const unsave = useUnsaveItem();
  const keptOffline = useSavedReadyTimes();
  // A place saved since the last run is made ready now, not at the next start.
  const savedIds = (saved.data ?? []).map((item) => `${item.itemType}:${item.itemId}`).join(',');
  useEffect(() => {
    if (savedIds) void makeSavedReady();
  }, [savedIds]);
  return (
    <SavedPage
      saved={saved}
      keptOffline={keptOffline}
      removing={unsave.isPending ? unsave.variables : null}
      onRemove={(item) =>
        unsave.mutate(
          { itemType: item.itemType, itemId: item.itemId },
          {
            onSuccess: () =>
              toast.success(intl.formatMessage({ id: 'save.removed.title', defaultMessage: 'Removed from saved' }), {
                description: intl.formatMessage(
                  { id: 'save.removed.text', defaultMessage: '{name} is no longer in your saved places.' },
                  { name: item.name },
                ),
              }),
            onError: (error) =>
              toast.error(intl.formatMessage({ id: 'save.removeFailed', defaultMessage: 'Could not remove it' }), {
                description: errorText(intl, error),
              }),
          },
        )
      }
    />
  );
}
