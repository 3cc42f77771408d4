/**
 * The governments' advice, emergency numbers and traveller facts per country, one row per country and source (and
 * the datasets' facts, one row per country and kind): what
 * the country page shows side by side. A withdrawal removes the row; the log keeps its history.
 */
import type { PoolClient } from 'pg';
import {
  ADVISORY_EVENT_TYPES,
  EMERGENCY_EVENT_TYPES,
  TRAVELLER_FACTS_EVENT_TYPES,
  DATASET_FACT_EVENT_TYPES,
  type AdvisoryPublishedData,
  type DatasetFactRecordedData,
  type AdvisoryWithdrawnData,
  type EmergencyNumbersPublishedData,
  type OfficialSourceCheckedData,
  type RecordedEvent,
  type TravellerFactsRecordedData,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

export const countriesProjection: Projection = {
  name: 'countries',
  version: 4,
  eventTypes: [
    ...ADVISORY_EVENT_TYPES,
    ...EMERGENCY_EVENT_TYPES,
    ...TRAVELLER_FACTS_EVENT_TYPES,
    ...DATASET_FACT_EVENT_TYPES,
    'OfficialSourceChecked',
  ],

  createTables: (schema) => `
    CREATE TABLE ${schema}.advisories (
      country_code text NOT NULL,
      source text NOT NULL,
      level smallint,
      record jsonb NOT NULL,
      issued_at timestamptz,
      retrieved_at timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (country_code, source)
    );
    CREATE TABLE ${schema}.emergency_numbers (
      country_code text NOT NULL,
      source text NOT NULL,
      record jsonb NOT NULL,
      checked_at timestamptz NOT NULL,
      PRIMARY KEY (country_code, source)
    );
    -- What each government's pages say for travellers by who they are: LGBT+ law, embassies.
    CREATE TABLE ${schema}.traveller_facts (
      country_code text NOT NULL,
      source text NOT NULL,
      kind text NOT NULL,
      record jsonb NOT NULL,
      checked_at timestamptz NOT NULL,
      PRIMARY KEY (country_code, source, kind)
    );
    -- A country's facts from openly licensed datasets (the side of the road), never a government's.
    CREATE TABLE ${schema}.dataset_facts (
      country_code text NOT NULL,
      kind text NOT NULL,
      record jsonb NOT NULL,
      PRIMARY KEY (country_code, kind)
    );
    -- Each source's last successful live check: advice it found unchanged is current as of then.
    CREATE TABLE ${schema}.source_checks (
      source text PRIMARY KEY,
      checked_at timestamptz NOT NULL
    );`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      switch (event.type) {
        case 'AdvisoryPublished':
        case 'AdvisoryChanged':
        case 'AdvisoryReread': {
          const { record } = event.data as AdvisoryPublishedData;
          await tx.query(
            `INSERT INTO ${schema}.advisories (country_code, source, level, record, issued_at, retrieved_at, recorded_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (country_code, source) DO UPDATE SET level = EXCLUDED.level, record = EXCLUDED.record,
               issued_at = EXCLUDED.issued_at, retrieved_at = EXCLUDED.retrieved_at, recorded_at = EXCLUDED.recorded_at`,
            [
              record.countryCode,
              record.source,
              record.level,
              record,
              record.issuedAt,
              record.retrievedAt,
              event.metadata.occurredAt,
            ],
          );
          break;
        }
        case 'AdvisoryWithdrawn': {
          const data = event.data as AdvisoryWithdrawnData;
          await tx.query(`DELETE FROM ${schema}.advisories WHERE country_code = $1 AND source = $2`, [
            data.countryCode,
            data.source,
          ]);
          break;
        }
        case 'EmergencyNumbersPublished':
        case 'EmergencyNumbersChanged':
        case 'EmergencyNumbersReread': {
          const { record } = event.data as EmergencyNumbersPublishedData;
          await tx.query(
            `INSERT INTO ${schema}.emergency_numbers (country_code, source, record, checked_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (country_code, source) DO UPDATE SET record = EXCLUDED.record, checked_at = EXCLUDED.checked_at`,
            [record.countryCode, record.source, record, record.checkedAt],
          );
          break;
        }
        case 'TravellerFactsPublished':
        case 'TravellerFactsChanged':
        case 'TravellerFactsReread': {
          const { record } = event.data as TravellerFactsRecordedData;
          await tx.query(
            `INSERT INTO ${schema}.traveller_facts (country_code, source, kind, record, checked_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (country_code, source, kind) DO UPDATE SET record = EXCLUDED.record, checked_at = EXCLUDED.checked_at`,
            [record.countryCode, record.source, record.kind, record, record.checkedAt],
          );
          break;
        }
        case 'DatasetFactPublished':
        case 'DatasetFactChanged':
        case 'DatasetFactReread': {
          const { record } = event.data as DatasetFactRecordedData;
          await tx.query(
            `INSERT INTO ${schema}.dataset_facts (country_code, kind, record) VALUES ($1, $2, $3)
             ON CONFLICT (country_code, kind) DO UPDATE SET record = EXCLUDED.record`,
            [record.countryCode, record.kind, record],
          );
          break;
        }
        case 'OfficialSourceChecked': {
          const data = event.data as OfficialSourceCheckedData;
          await tx.query(
            `INSERT INTO ${schema}.source_checks (source, checked_at) VALUES ($1, $2)
             ON CONFLICT (source) DO UPDATE SET checked_at = greatest(${schema}.source_checks.checked_at, EXCLUDED.checked_at)`,
            [data.source, data.checkedAt],
          );
          break;
        }
        default:
          break;
      }
    }
  },
};
