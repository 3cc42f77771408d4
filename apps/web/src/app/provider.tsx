/** App-wide services: the query cache and live updates from the server (toasts: app/toasts.tsx). */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '@/lib/live-updates';

/** `queryClient` comes from main.tsx, which fills it with the page's first reads before the first render. */
export function AppProvider({
  queryClient,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}) {
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
