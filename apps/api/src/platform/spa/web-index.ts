/** Where the built front ends are, and the web app's index.html (read by the page policy and the pages). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/app.config';

export const REPO_APPS = path.resolve(__dirname, '..', '..', '..', '..');
export const webDir = (config: AppConfig) => config.WEB_DIST_DIR ?? path.join(REPO_APPS, 'web', 'dist');

/** A front end's built index.html, or null before it is built. */
export function indexHtml(dir: string): string | null {
  const file = path.join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The built web app's index.html, or null before it is built (its inline scripts go into the page policy). */
export function webIndexHtml(config: AppConfig): string | null {
  return indexHtml(webDir(config));
}
