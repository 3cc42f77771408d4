/// <reference types="node" />
/**
 * The analytics API accepts only the route patterns it knows (ANALYTICS_ROUTES): every path in the
 * route table must be one of them, or the tracker would count that page as nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYTICS_ROUTES } from '@safetrails/contracts';

describe('route patterns the analytics API accepts', () => {
  it('include every path of the route table', () => {
    const table = readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');
    const paths = [...table.matchAll(/(?:path: |opensWithBeta\()'([^']+)'/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((candidate) => !(ANALYTICS_ROUTES as readonly string[]).includes(candidate))).toEqual([]);
  });
});
