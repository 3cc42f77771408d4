/**
 * The browsers the end-to-end tests drive, both Debian's builds of Chromium (no browser is
 * downloaded). By default Chromium's headless shell (`chromium-headless-shell`), the build Playwright
 * itself runs headless tests in: the same engine as `/usr/bin/chromium` without the desktop
 * browser's UI and compositor, which cut the suite's time by about a quarter on two cores. Where it is
 * missing, or with CHROMIUM_PATH set, the full Chromium. A test that needs what only the full browser
 * has (notifications a service worker shows) asks for `FULL_CHROMIUM` itself.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** No sandbox (root in CI), no GPU, and none of the browser's own calls home (refused here, slowly). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
