/** App-wide services: the query cache, live updates from the server, and toasts. */
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useLiveUpdates } from '@/lib/live-updates';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
      {/* One toast at a time, as the spec shows; rendered beside the app so that a modal, which makes
          the app inert, never hides or disables it (see components/ui/dialog.tsx). */}
      {createPortal(<Toaster visibleToasts={1} position="top-center" richColors closeButton />, document.body)}
    </QueryClientProvider>
  );
}

function LiveUpdates() {
  useLiveUpdates();
  return null;
}
