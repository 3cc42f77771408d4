/**
 * The rule of the safety profile's list fields (spec part 2 section 5): entries are trimmed, never
 * empty, unique ignoring case, at most PROFILE_LIST_MAX_ITEMS of them.
 */
import { PROFILE_LIST_ITEM_MAX_LENGTH, PROFILE_LIST_MAX_ITEMS } from '@safetrails/contracts';

export type AddEntryResult =
  | { readonly added: true; readonly items: readonly string[] }
  | { readonly added: false; readonly reason: 'empty' | 'duplicate' | 'full' | 'too-long' };

export function addEntry(items: readonly string[], typed: string): AddEntryResult {
  const entry = typed.trim();
  if (entry === '') return { added: false, reason: 'empty' };
  if (entry.length > PROFILE_LIST_ITEM_MAX_LENGTH) return { added: false, reason: 'too-long' };
  const lower = entry.toLocaleLowerCase();
  if (items.some((item) => item.toLocaleLowerCase() === lower)) return { added: false, reason: 'duplicate' };
  if (items.length >= PROFILE_LIST_MAX_ITEMS) return { added: false, reason: 'full' };
  return { added: true, items: [...items, entry] };
}
