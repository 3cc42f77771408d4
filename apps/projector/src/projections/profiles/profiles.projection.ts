/**
 * The /profile tabs and the advanced safety profile, per user, opened with the user's key (their
 * notification switches are alert settings: the notifications model keeps them). A
 * deleted account's rows are removed; a rebuild after a shred cannot read them back.
 */
import type { PoolClient } from 'pg';
import type {
  AccountProfileUpdatedData,
  RecordedEvent,
  SafetyPreferencesUpdatedData,
  SafetyProfileSavedData,
} from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';

export function profilesProjection(vault: PiiVault): Projection {
  return {
    name: 'profiles',
    version: 2,
    eventTypes: ['AccountProfileUpdated', 'SafetyPreferencesUpdated', 'SafetyProfileSaved', 'AccountDeleted'],

    createTables: (schema) => `
      CREATE TABLE ${schema}.account_profiles (
        user_id uuid PRIMARY KEY,
        full_name text,
        phone text,
        emergency_contact text,
        bio text,
        priorities text[] NOT NULL DEFAULT '{}',
        minimum_safety_score integer NOT NULL DEFAULT 75,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE ${schema}.safety_profiles (
        user_id uuid PRIMARY KEY,
        travel jsonb NOT NULL,
        personal jsonb,
        updated_at timestamptz NOT NULL
      );`,

    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) {
        const userId = event.stream.slice('user-'.length);
        const at = event.metadata.occurredAt;
        const upsert = (columns: string[], values: unknown[]) =>
          tx.query(
            `INSERT INTO ${schema}.account_profiles (user_id, updated_at, ${columns.join(', ')})
             VALUES ($1, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')})
             ON CONFLICT (user_id) DO UPDATE SET updated_at = EXCLUDED.updated_at,
               ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
            [userId, at, ...values],
          );
        switch (event.type) {
          case 'AccountProfileUpdated': {
            const data = event.data as AccountProfileUpdatedData;
            await upsert(
              ['full_name', 'phone', 'emergency_contact', 'bio'],
              await Promise.all(
                [data.fullName, data.phone, data.emergencyContact, data.bio].map((v) => vault.open(userId, v)),
              ),
            );
            break;
          }
          case 'SafetyPreferencesUpdated': {
            const data = event.data as SafetyPreferencesUpdatedData;
            await upsert(['priorities', 'minimum_safety_score'], [data.priorities, data.minimumSafetyScore]);
            break;
          }
          case 'SafetyProfileSaved': {
            const data = event.data as SafetyProfileSavedData;
            const personal = await vault.open(userId, data.personal);
            // Older events carry the form's notification switches: they are alert settings now.
            const { notificationPreferences: _switches, ...travel } = data.travel;
            await tx.query(
              `INSERT INTO ${schema}.safety_profiles (user_id, travel, personal, updated_at) VALUES ($1, $2, $3, $4)
               ON CONFLICT (user_id) DO UPDATE SET travel = EXCLUDED.travel, personal = EXCLUDED.personal,
                 updated_at = EXCLUDED.updated_at`,
              [userId, JSON.stringify(travel), personal, at],
            );
            break;
          }
          case 'AccountDeleted':
            vault.forget(userId);
            await tx.query(`DELETE FROM ${schema}.account_profiles WHERE user_id = $1`, [userId]);
            await tx.query(`DELETE FROM ${schema}.safety_profiles WHERE user_id = $1`, [userId]);
            break;
          default:
            break;
        }
      }
    },
  };
}
