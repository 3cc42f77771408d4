/**
 * Personal fields of an event sealed with one subject's key (a waitlist entry, a submission, or
 * the traveller who sent it), named by `sealedFor`. Projections open them with `openFields`; once
 * the subject's key is shredded they open as null, in the live read model and in every rebuild.
 */
import type { Sealed } from '@safetrails/contracts';
import type { PiiVault } from './pii-vault';

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'object' && value !== null && typeof (value as { sealed?: unknown }).sealed === 'string';
}

/** `data` with each named text field sealed (null stays null), and the key's owner recorded. */
export async function sealFields<T extends object>(
  vault: PiiVault,
  subject: string,
  data: T,
  fields: readonly string[],
): Promise<T & { readonly sealedFor: string }> {
  await vault.ensureKey(subject);
  const sealed: Record<string, unknown> = { ...data, sealedFor: subject };
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string') sealed[field] = await vault.seal(subject, value);
  }
  return sealed as T & { readonly sealedFor: string };
}

/**
 * `data` with every sealed top-level field opened: the plain text, or null when the key is gone.
 * Events written before sealing carry plain values and pass through unchanged.
 */
export async function openFields<T extends object>(vault: PiiVault, data: T): Promise<T> {
  const subject = (data as { sealedFor?: unknown }).sealedFor;
  if (typeof subject !== 'string') return data;
  const opened: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [field, value] of Object.entries(data)) {
    if (isSealed(value)) opened[field] = await vault.open(subject, value).catch(() => null);
  }
  return opened as T;
}
