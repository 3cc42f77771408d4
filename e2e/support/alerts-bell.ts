/**
 * The number on the header's alerts bell, 0 when it shows none: read once the bell has its count
 * (until then it is `aria-busy`, and its label's "no unviewed alerts" is not yet an answer).
 */
import { expect, type Page } from '@playwright/test';

export async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('alerts-bell');
  await expect(bell).toHaveAttribute('aria-busy', 'false');
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = /(\d+) unviewed/.exec(label);
  return match ? Number(match[1]) : 0;
}
