/**
 * The VAPID key pair (RFC 8292) that signs our Web Push messages, so push services know they come
 * from us: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else generated once into the data
 * directory (like the cookie secret) and kept, since a new key would orphan every subscription.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (what browsers take as `applicationServerKey`). */
  readonly publicKey: string;
  /** The private scalar, base64url. */
  readonly privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'jwk' });
  const scalar = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(point.x!, 'base64url'), Buffer.from(point.y!, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: scalar.d! };
}

export function localVapidKeys(dataDir: string): VapidKeys {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generateVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
