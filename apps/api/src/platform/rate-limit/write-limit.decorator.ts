/**
 * What kind of write a route is, for the rate limits (docs/DEPLOYMENT.md "Rate limits"). A write
 * route without one counts as `write`; a GET that writes (an OAuth callback) opts in with one.
 */
import { SetMetadata } from '@nestjs/common';

export const WRITE_KINDS = [
  'write',
  'forum-post',
  'forum-comment',
  'forum-reaction',
  'report',
  'rating',
  'tip',
  'tip-vote',
  'neighbourhood-report',
  'save',
  'feedback',
  'waitlist',
  'sign-in',
  'account',
  'analytics',
  'alert-settings',
  'confirmation-email',
  'message-link',
  'safety-network',
  'invitation',
  'sos',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export const WRITE_KIND_KEY = 'safetrails:write-kind';

export const WriteLimit = (kind: WriteKind) => SetMetadata(WRITE_KIND_KEY, kind);
