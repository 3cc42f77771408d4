/**
 * The safety read model's messages: one row per message an event decided (to her, or to one of her
 * contacts), due at once, with what the notifier needs to write it (`context`: which plan, deadline,
 * miss, SOS or safety check); then each outcome. The notifier sends the due ones
 * (docs/SAFETY-NETWORK.md "Sending").
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent, SafetyMessage, SafetyMessageEvent } from '@safetrails/contracts';

/** What a message of each event is about, beside its kind and recipient. */
function contextOf(event: RecordedEvent, message: SafetyMessage): Record<string, string> {
  const data = event.data as Record<string, unknown>;
  const pick = (...fields: string[]) =>
    Object.fromEntries(
      fields.filter((field) => typeof data[field] === 'string').map((field) => [field, data[field] as string]),
    );
  switch (event.type) {
    case 'TrustedContactInvited':
    case 'ContactInvitationResent':
      return pick('contactId');
    case 'CheckInReminderDecided':
      return pick('planId', 'dueAt');
    case 'CheckInMissed':
      return pick('planId', 'occasionId', 'dueAt', 'missedAt');
    case 'CheckedIn':
      // A late check-in's message names the miss it follows up: `late:<occasionId>:<contactId>`.
      return { ...pick('checkInId', 'at'), occasionId: message.key.split(':')[1]! };
    case 'SosRaised':
      return pick('sosId');
    case 'SafetyCheckAsked':
      return pick('checkId', 'alertId', 'answerBy');
    case 'SafetyCheckAnswered':
      return pick('checkId', 'at');
    case 'SafetyCheckUnanswered':
      return pick('checkId');
    default:
      return {};
  }
}

export async function recordMessages(tx: PoolClient, schema: string, event: RecordedEvent): Promise<void> {
  const messages = (event.data as { messages?: readonly SafetyMessage[] }).messages ?? [];
  if (messages.length === 0) return;
  const userId = event.stream.slice('safety-'.length);
  const at = event.metadata.occurredAt;
  for (const message of messages) {
    await tx.query(
      `INSERT INTO ${schema}.messages (key, user_id, recipient, channel, kind, context, status, next_attempt_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) ON CONFLICT (key) DO NOTHING`,
      [message.key, userId, message.to, message.channel, message.kind, JSON.stringify(contextOf(event, message)), at],
    );
  }
}

export async function applyMessageEvent(tx: PoolClient, schema: string, recorded: RecordedEvent): Promise<void> {
  const event = recorded as SafetyMessageEvent;
  switch (event.type) {
    case 'SafetyMessageSent':
      await tx.query(
        `UPDATE ${schema}.messages SET status = 'sent', attempts = $2, sent_at = $3, next_attempt_at = NULL,
           last_error = NULL WHERE key = $1`,
        [event.data.key, event.data.attempt, event.metadata.occurredAt],
      );
      return;
    case 'SafetyMessageFailed':
      await tx.query(
        `UPDATE ${schema}.messages SET status = 'failed', attempts = $2, last_error = $3, next_attempt_at = $4
         WHERE key = $1`,
        [event.data.key, event.data.attempt, event.data.reason, event.data.retryAt],
      );
      return;
    case 'SafetyMessageCancelled':
      await tx.query(
        `UPDATE ${schema}.messages SET status = 'cancelled', next_attempt_at = NULL, last_error = $2 WHERE key = $1`,
        [event.data.key, event.data.reason],
      );
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled safety message event ${(unhandled as RecordedEvent).type}`);
    }
  }
}
