/**
 * axe (WCAG 2.1 A and AA rules) on the page as it is now: its serious and critical violations. axe
 * is put into the page once per document and run there, with only violations collected. (The
 * `@axe-core/playwright` builder injects axe into every frame on every call and finishes each run
 * in a new blank page: about a second per check on two cores, where the check itself takes 0.2-0.5
 * s. The app has no frames of its own.)
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

export interface Barrier {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly elements: readonly string[];
}

/**
 * The serious and critical violations axe finds, each with up to five of its elements. `exclude`
 * leaves out what is drawn for sighted users only (a map's tiles), told in text beside it.
 */
export async function barriersOn(page: Page, exclude: readonly string[] = []): Promise<Barrier[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }
      ).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      return (await axe.run(context, options)).violations;
    },
    { exclude: [...exclude], options: OPTIONS },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      elements: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
