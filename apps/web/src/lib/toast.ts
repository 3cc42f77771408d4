/**
 * The app's toasts: sonner's `toast`, with sonner itself loaded on first use. A page opens without
 * it (about 10 KB compressed and its start-up work, on a slow phone), and the toaster is mounted
 * once the page has settled or a toast is asked for, whichever is first (app/provider.tsx); sonner
 * shows a toast asked for before its toaster mounted as soon as it does.
 */
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];
type Message = Parameters<Toast>[0];
type Options = Parameters<Toast>[1];

let sonner: Promise<Sonner> | null = null;
let asked = false;
const listeners = new Set<() => void>();

/** Sonner's module, fetched once; asked again after a failed fetch (the connection dropped). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

function show(kind: 'default' | 'success' | 'error' | 'info', message: Message, options?: Options): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  loadSonner().then(
    ({ toast: sonnerToast }) => {
      if (kind === 'default') sonnerToast(message, options);
      else sonnerToast[kind](message, options);
    },
    // Its script could not be fetched (offline before the app was kept for offline use): this
    // toast is lost, the next one tries again.
    () => undefined,
  );
}

export const toast = Object.assign((message: Message, options?: Options) => show('default', message, options), {
  success: (message: Message, options?: Options) => show('success', message, options),
  error: (message: Message, options?: Options) => show('error', message, options),
  info: (message: Message, options?: Options) => show('info', message, options),
});

/** Whether a toast has been asked for on this page: the toaster must be mounted now. */
export function useToastAsked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked,
    () => false,
  );
}
