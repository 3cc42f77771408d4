/** App-wide services: the query cache, live updates from the server, and toasts. */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ToasterProps } from 'sonner';
import { useLiveUpdates } from '@/lib/live-updates';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, useToastAsked } from '@/lib/toast';
import { usePageSettled } from '@/lib/use-page-settled';

/**
 * Sonner's toaster, loaded with sonner itself (lib/toast.ts). If its script cannot be fetched (the
 * connection dropped before the app was kept for offline use), there are no toasts until the next
 * page load, rather than an error that would take the app down with it.
 */
const Toaster = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    return { default: (await loadSonner()).Toaster };
  } catch {
    return { default: NoToaster };
  }
});

function NoToaster() {
  return null;
}

export function AppProvider({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

/**
 * One toast at a time, as the spec shows; rendered beside the app so that a modal, which makes the
 * app inert, never hides or disables it (see components/ui/dialog.tsx). Mounted once the page has
 * settled, or at once when a toast is asked for before that.
 */
function Toasts() {
  const settled = usePageSettled();
  const asked = useToastAsked();
  if (!settled && !asked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </Suspense>,
    document.body,
  );
}

function LiveUpdates() {
  useLiveUpdates();
  return null;
}
