/** App-wide services: the query cache and live updates from the server (toasts: app/toasts.tsx). */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLiveUpdates } from '@/lib/live-updates';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  );
}

function LiveUpdates() {
  useLiveUpdates();
  return null;
}
