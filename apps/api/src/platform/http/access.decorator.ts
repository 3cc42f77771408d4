/**
 * Who may call a route. Every controller method declares it; the authorisation matrix test fails
 * on a route that does not.
 */
import { SetMetadata } from '@nestjs/common';

export const ACCESS_LEVELS = ['public', 'signed-in', 'beta', 'moderator', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_KEY = 'safetrails:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export const ALLOW_WHILE_BANNED_KEY = 'safetrails:allow-while-banned';

/** A write a banned traveller may still make (deleting their account: erasure is not a privilege). */
export const AllowWhileBanned = () => SetMetadata(ALLOW_WHILE_BANNED_KEY, true);
