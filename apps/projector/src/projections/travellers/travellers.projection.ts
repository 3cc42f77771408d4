/**
 * A traveller's saved places and the destinations they viewed (one row per destination per day),
 * for /saved and the dashboard's figures. A deleted account's rows go with it.
 */
import type { PoolClient } from 'pg';
import type { DestinationViewedData, ItemSavedData, RecordedEvent } from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

export const travellersProjection: Projection = {
  name: 'travellers',
  version: 1,
  eventTypes: ['ItemSaved', 'ItemUnsaved', 'DestinationViewed', 'AccountDeleted'],

  createTables: (schema) => `
    CREATE TABLE ${schema}.saved_items (
      user_id uuid NOT NULL,
      item_type text NOT NULL,
      item_id integer NOT NULL,
      destination_id integer NOT NULL,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, item_type, item_id)
    );
    CREATE TABLE ${schema}.destination_views (
      user_id uuid NOT NULL,
      destination_id integer NOT NULL,
      day date NOT NULL,
      PRIMARY KEY (user_id, destination_id, day)
    );
    CREATE INDEX destination_views_recent ON ${schema}.destination_views (user_id, day DESC);`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type === 'AccountDeleted') {
        const userId = event.stream.slice('user-'.length);
        await tx.query(`DELETE FROM ${schema}.saved_items WHERE user_id = $1`, [userId]);
        await tx.query(`DELETE FROM ${schema}.destination_views WHERE user_id = $1`, [userId]);
        continue;
      }
      const userId = event.stream.slice('traveller-'.length);
      switch (event.type) {
        case 'ItemSaved': {
          const data = event.data as ItemSavedData;
          await tx.query(
            `INSERT INTO ${schema}.saved_items (user_id, item_type, item_id, destination_id, saved_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [userId, data.itemType, data.itemId, data.destinationId, event.metadata.occurredAt],
          );
          break;
        }
        case 'ItemUnsaved': {
          const data = event.data as ItemSavedData;
          await tx.query(`DELETE FROM ${schema}.saved_items WHERE user_id = $1 AND item_type = $2 AND item_id = $3`, [
            userId,
            data.itemType,
            data.itemId,
          ]);
          break;
        }
        case 'DestinationViewed': {
          const data = event.data as DestinationViewedData;
          await tx.query(
            `INSERT INTO ${schema}.destination_views (user_id, destination_id, day) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [userId, data.destinationId, data.day],
          );
          break;
        }
      }
    }
  },
};
