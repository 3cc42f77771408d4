/**
 * Save and unsave a destination, accommodation or activity (`POST /api/saved`, `DELETE
 * /api/saved/...`). Saving needs sign-in with beta access; without them the button says what to do
 * in a toast that leads there, and comes back to this page afterwards.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { SavedItemType } from '@safetrails/contracts';
import { redirectRemembering } from '@/lib/return-to';
import { useSavedItems } from '../api/get-saved-items';
import { useSaveItem } from '../api/save-item';
import { useUnsaveItem } from '../api/unsave-item';
import { recordAction } from '@/lib/analytics/tracker';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';

/** Who is looking, as the route knows it (features do not read each other's state). */
export interface Viewer {
  readonly signedIn: boolean;
  readonly betaAccess: boolean;
}

interface SaveButtonProps {
  readonly viewer: Viewer;
  readonly itemType: SavedItemType;
  readonly itemId: number;
  readonly name: string;
  readonly className?: string;
}

export function SaveButton({ viewer, itemType, itemId, name, className = 'btn btn-ghost btn-small' }: SaveButtonProps) {
  const savedItems = useSavedItems({ enabled: viewer.betaAccess });
  const save = useSaveItem();
  const unsave = useUnsaveItem();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = savedItems.data?.some((item) => item.itemType === itemType && item.itemId === itemId) ?? false;
  const busy = save.isPending || unsave.isPending;

  const goTo = (target: '/auth' | '/verify-beta') => {
    const { to, state } = redirectRemembering(target, location);
    void navigate(to, { state });
  };

  const onClick = () => {
    if (!viewer.signedIn) {
      toast('Sign in to save places', {
        description: `Sign in with your beta account to keep ${name} in your saved places.`,
        action: { label: 'Sign in', onClick: () => goTo('/auth') },
      });
      return;
    }
    if (!viewer.betaAccess) {
      toast('Beta access needed', {
        description: 'Verify your beta access to save places.',
        action: { label: 'Verify beta access', onClick: () => goTo('/verify-beta') },
      });
      return;
    }
    if (busy) return;
    const item = { itemType, itemId };
    if (saved) {
      unsave.mutate(item, {
        onSuccess: () => {
          if (itemType === 'destination') recordAction('unsave-destination');
          toast.success('Removed from saved', { description: `${name} is no longer in your saved places.` });
        },
        onError: (error) => {
          if (!toldQueuedOffline(error)) toast.error('Could not remove it', { description: error.message });
        },
      });
    } else {
      save.mutate(item, {
        onSuccess: () => {
          if (itemType === 'destination') recordAction('save-destination');
          toast.success('Saved', { description: `${name} is in your saved places.` });
        },
        onError: (error) => {
          if (!toldQueuedOffline(error)) toast.error('Could not save it', { description: error.message });
        },
      });
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={saved ? `Saved: remove ${name} from saved places` : `Save ${name}`}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {saved ? <BookmarkCheck aria-hidden="true" size={18} /> : <Bookmark aria-hidden="true" size={18} />}
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
