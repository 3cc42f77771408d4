/**
 * One toast at a time, as the spec shows; rendered beside the app so that a modal, which makes the
 * app inert, never hides or disables it (see components/ui/dialog.tsx). Mounted once the page has
 * settled, or at once when a toast is asked for before that (lib/toast.ts).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';
import { loadSonner, useToastAsked } from '@/lib/toast';

/**
 * Sonner's toaster, loaded with sonner itself. If its script cannot be fetched (the connection
 * dropped before the app was kept for offline use), there are no toasts until the next page load,
 * rather than an error that would take the app down with it.
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

export function Toasts({ settled }: { readonly settled: boolean }) {
  const asked = useToastAsked();
  if (!settled && !asked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </Suspense>,
    document.body,
  );
}
