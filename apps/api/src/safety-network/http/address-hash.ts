/**
 * One address, without the address: an HMAC of the normalised email with a key derived from the
 * cookie secret. It lets her network refuse to invite an address twice or too soon after it declined,
 * and limits how many invitations one address receives from everyone, with no address in the log.
 */
import { createHmac, hkdfSync } from 'node:crypto';

export function contactAddressHash(secret: string, email: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'safetrails', 'contact-address', 32));
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}
