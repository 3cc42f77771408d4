/** The beta launch date in words, from the one date in the contracts, so copy and countdown agree. */
import { COUNTDOWN_TARGET_ISO } from '@safetrails/contracts';

export function launchMonth(): string {
  return new Date(COUNTDOWN_TARGET_ISO).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function hasLaunched(): boolean {
  return Date.now() >= Date.parse(COUNTDOWN_TARGET_ISO);
}
