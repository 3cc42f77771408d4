/**
 * index.html draws the header bar while the app's script arrives; the app then draws its own. They
 * must look the same, or the first paint would jump: the same classes and the same mark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const page = readFileSync(path.join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
const logo = readFileSync(path.join(__dirname, 'logo.tsx'), 'utf8');
const header = readFileSync(path.join(__dirname, 'site-header.tsx'), 'utf8');

describe('the page shell', () => {
  it('draws the logo mark the app draws', () => {
    const shapes = (source: string) => [...source.matchAll(/\b(?:d|cx|cy|r)="([^"]+)"/g)].map((match) => match[1]);
    expect(shapes(page)).toEqual(shapes(logo));
    expect(shapes(page).length).toBeGreaterThan(3);
  });

  it('uses the header classes of the app', () => {
    for (const className of ['site-header', 'container site-header-inner']) {
      expect(page).toContain(`class="${className}"`);
      expect(header).toContain(`className="${className}"`);
    }
    expect(page).toContain('class="logo"');
    expect(logo).toContain('className="logo"');
  });
});
