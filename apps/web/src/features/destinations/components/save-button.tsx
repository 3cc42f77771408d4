/**
 * Save and unsave a destination, accommodation or activity (`POST /api/saved`, `DELETE
 * /api/saved/...`). Saving needs sign-in with beta access; without them the button says what to do
 * in a toast that leads there, and comes back to this page afterwards.
 */
import { FormattedMessage, useIntl } from 'react-intl';
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
import { errorText } from '@/lib/error-words';

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
  const intl = useIntl();
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
      toast(intl.formatMessage({ id: 'save.signIn.title', defaultMessage: 'Sign in to save places' }), {
        description: intl.formatMessage(
          {
            id: 'save.signIn.text',
            defaultMessage: 'Sign in with your beta account to keep {name} in your saved places.',
          },
          { name },
        ),
        action: {
          label: intl.formatMessage({ id: 'account.signIn', defaultMessage: 'Sign in' }),
          onClick: () => goTo('/auth'),
        },
      });
      return;
    }
    if (!viewer.betaAccess) {
      toast(intl.formatMessage({ id: 'save.beta.title', defaultMessage: 'Beta access needed' }), {
        description: intl.formatMessage({
          id: 'save.beta.text',
          defaultMessage: 'Verify your beta access to save places.',
        }),
        action: {
          label: intl.formatMessage({ id: 'save.beta.action', defaultMessage: 'Verify beta access' }),
          onClick: () => goTo('/verify-beta'),
        },
      });
      return;
    }
    if (busy) return;
    const item = { itemType, itemId };
    if (saved) {
      unsave.mutate(item, {
        onSuccess: () => {
          if (itemType === 'destination') recordAction('unsave-destination');
          toast.success(intl.formatMessage({ id: 'save.removed.title', defaultMessage: 'Removed from saved' }), {
            description: intl.formatMessage(
              { id: 'save.removed.text', defaultMessage: '{name} is no longer in your saved places.' },
              { name },
            ),
          });
        },
        onError: (error) => {
          if (!toldQueuedOffline(error))
            toast.error(intl.formatMessage({ id: 'save.removeFailed', defaultMessage: 'Could not remove it' }), {
              description: errorText(intl, error),
            });
        },
      });
    } else {
      save.mutate(item, {
        onSuccess: () => {
          if (itemType === 'destination') recordAction('save-destination');
          toast.success(intl.formatMessage({ id: 'save.saved', defaultMessage: 'Saved' }), {
            description: intl.formatMessage(
              { id: 'save.saved.text', defaultMessage: '{name} is in your saved places.' },
              { name },
            ),
          });
        },
        onError: (error) => {
          if (!toldQueuedOffline(error))
            toast.error(intl.formatMessage({ id: 'save.saveFailed', defaultMessage: 'Could not save it' }), {
              description: errorText(intl, error),
            });
        },
      });
    }
  };

  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={
        saved
          ? intl.formatMessage(
              { id: 'save.remove.label', defaultMessage: 'Saved: remove {name} from saved places' },
              { name },
            )
          : intl.formatMessage({ id: 'save.label', defaultMessage: 'Save {name}' }, { name })
      }
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {saved ? <BookmarkCheck aria-hidden="true" size={18} /> : <Bookmark aria-hidden="true" size={18} />}
      {saved ? (
        <FormattedMessage id="save.saved" defaultMessage="Saved" />
      ) : (
        <FormattedMessage id="save.save" defaultMessage="Save" />
      )}
    </button>
  );
}
