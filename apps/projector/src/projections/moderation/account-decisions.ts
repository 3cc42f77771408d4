/**
 * Decisions about accounts and baselines (roles, beta access, a revised baseline, bans and their
 * lifting): rows of the moderation log, and the bans list.
 */
import {
  type BanLiftedData,
  type BaselineRevisedData,
  type BetaAccessGrantedData,
  type RoleChangedData,
  type TravellerBannedData,
} from '@safetrails/contracts';
import { streamId, type ModerationHandler, type ModerationHandlers } from './moderation-context';

const onRoleChanged: ModerationHandler = async ({ event, log }) => {
  const data = event.data as RoleChangedData;
  const userId = streamId(event, 'user-');
  await log({
    action: event.type === 'RoleGranted' ? 'grant_role' : 'revoke_role',
    targetKind: 'user',
    targetId: userId,
    targetLabel: null,
    subjectUserId: userId,
    reason: data.reason,
    details: { role: data.role },
  });
};

export const ACCOUNT_DECISIONS: ModerationHandlers = {
  RoleGranted: onRoleChanged,
  RoleRevoked: onRoleChanged,
  BetaAccessGranted: async ({ event, log }) => {
    const data = event.data as BetaAccessGrantedData;
    // Redeeming an invitation is the traveller's own doing; a direct grant is a moderator's.
    if (data.invitationId !== null) return;
    const userId = streamId(event, 'user-');
    await log({
      action: 'grant_beta',
      targetKind: 'user',
      targetId: userId,
      targetLabel: null,
      subjectUserId: userId,
      reason: data.reason,
    });
  },
  BaselineRevised: async ({ event, log }) => {
    const data = event.data as BaselineRevisedData;
    await log({
      action: 'revise_baseline',
      targetKind: 'destination',
      targetId: streamId(event, 'destination-'),
      targetLabel: null,
      subjectUserId: null,
      reason: data.reason,
      details: { baseline: data.baseline, source: data.baselineSource },
    });
  },
  TravellerBanned: async ({ tx, schema, event, at, log }) => {
    const data = event.data as TravellerBannedData;
    const userId = streamId(event, 'user-');
    await tx.query(
      `INSERT INTO ${schema}.bans (user_id, until, reason, banned_by, banned_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET until = EXCLUDED.until, reason = EXCLUDED.reason,
         banned_by = EXCLUDED.banned_by, banned_at = EXCLUDED.banned_at, lifted_at = NULL, lifted_by = NULL,
         lift_reason = NULL, ban_count = ${schema}.bans.ban_count + 1`,
      [userId, data.until, data.reason, event.metadata.actorId, at],
    );
    await log({
      action: 'ban',
      targetKind: 'user',
      targetId: userId,
      targetLabel: null,
      subjectUserId: userId,
      reason: data.reason,
      details: { until: data.until },
    });
  },
  BanLifted: async ({ tx, schema, event, at, log }) => {
    const data = event.data as BanLiftedData;
    const userId = streamId(event, 'user-');
    await tx.query(`UPDATE ${schema}.bans SET lifted_at = $2, lifted_by = $3, lift_reason = $4 WHERE user_id = $1`, [
      userId,
      at,
      event.metadata.actorId,
      data.reason,
    ]);
    await log({
      action: 'lift_ban',
      targetKind: 'user',
      targetId: userId,
      targetLabel: null,
      subjectUserId: userId,
      reason: data.reason,
    });
  },
};
