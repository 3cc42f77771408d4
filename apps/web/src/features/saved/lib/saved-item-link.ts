/**
 * Where a saved item's card leads (spec part 2 "Saved page"): a destination to its page, an
 * accommodation or activity to its destination's page with `?accommodation=` or `?activity=`.
 */
import type { SavedItemView } from '@safetrails/contracts';

export function savedItemLink(item: Pick<SavedItemView, 'itemType' | 'itemId' | 'destinationId'>): string {
  switch (item.itemType) {
    case 'destination':
      return `/destination/${item.itemId}`;
    case 'accommodation':
      return `/destination/${item.destinationId}?accommodation=${item.itemId}`;
    case 'activity':
      return `/destination/${item.destinationId}?activity=${item.itemId}`;
  }
}
