/**
 * Idempotency keys for form submissions. One key per submission attempt: a retry of the same
 * values (after a network error, say, when the first request may have reached the server) reuses
 * it, so the server appends nothing twice; changed values get a fresh key.
 */
import { useCallback, useRef } from 'react';

export function useIdempotencyKey(): {
  keyFor: (values: unknown) => string;
  reset: () => void;
} {
  const last = useRef<{ values: string; key: string } | null>(null);

  const keyFor = useCallback((values: unknown) => {
    const serialised = JSON.stringify(values);
    if (last.current?.values !== serialised) last.current = { values: serialised, key: randomUuid() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);

  return { keyFor, reset };
}

/** `crypto.randomUUID` exists only in secure contexts; a plain-http LAN address is not one. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
