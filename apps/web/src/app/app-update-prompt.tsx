/**
 * Registers the service worker (installable app, offline pages) and, when a new version has been
 * deployed, offers to reload into it rather than switching under the traveller's feet.
 */
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useRegisterSW } from 'virtual:pwa-register/react';

export function AppUpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    toast('A new version of SafeTrails is available', {
      description: 'Reload to use it; what you typed on this page would be lost.',
      duration: Infinity,
      action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
