/**
 * The embedded database's own secrets, beside it in DATA_DIR (infra/src/launcher.ts): the cookie
 * secret and the Web Push keys. A backup of the embedded database carries them, and a restore into
 * a new DATA_DIR puts them back, so sessions signed later and push subscriptions keep working. With
 * DATABASE_URL they come from the environment and are not in the backup.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SETTINGS_FILES = ['cookie-secret', 'vapid-keys.json'] as const;

export function readLocalSettings(dataDir: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of SETTINGS_FILES) {
    const file = path.join(dataDir, name);
    if (existsSync(file)) settings[name] = readFileSync(file, 'utf8');
  }
  return settings;
}

/** Writes the settings the data directory does not have yet; answers their names. */
export function writeLocalSettings(dataDir: string, settings: Readonly<Record<string, string>>): string[] {
  mkdirSync(dataDir, { recursive: true });
  const written: string[] = [];
  for (const name of SETTINGS_FILES) {
    const file = path.join(dataDir, name);
    const value = settings[name];
    if (value === undefined || existsSync(file)) continue;
    writeFileSync(file, value, { mode: 0o600 });
    written.push(name);
  }
  return written;
}
