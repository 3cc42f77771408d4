/**
 * A country's fact from an openly licensed dataset, never a government's word (DATA.md "the side of
 * the road where no government states it"): the side of the road from StreetComplete's country
 * metadata (CC0). It is shown as that dataset's fact, with its source, date and licence; where a
 * government states the same topic, the government's words lead and a disagreement is shown.
 */
import type { RecordedEvent } from '../envelope';

export const DATASET_FACT_STREAM_CATEGORY = 'dataset';
export const DATASET_FACT_KINDS = ['driving_side'] as const;
export type DatasetFactKind = (typeof DATASET_FACT_KINDS)[number];

export function datasetFactStreamName(countryCode: string, kind: DatasetFactKind): string {
  return `${DATASET_FACT_STREAM_CATEGORY}-${countryCode}-${kind}`;
}

export interface DatasetFactRecord {
  readonly kind: DatasetFactKind;
  /** ISO alpha-2. */
  readonly countryCode: string;
  /** For `driving_side`: "left" or "right". */
  readonly value: 'left' | 'right';
  /** The dataset names the country; false where the value is its stated default for every country it does not name. */
  readonly listed: boolean;
  /** "StreetComplete country metadata". */
  readonly dataset: string;
  readonly organisation: string;
  /** The dataset's file at the commit read. */
  readonly url: string;
  readonly licence: string;
  /** The date the dataset gives for its own source, as ISO. */
  readonly asOf: string;
  /** When the dataset was last changed (its commit's date), as ISO. */
  readonly retrievedAt: string;
  /** What the dataset names as its source ("Wikipedia, List of countries with left-hand traffic"). */
  readonly basedOn: string;
  /** The dataset's own lines the value rests on, verbatim ("KE: true", or "default: false"). */
  readonly words: readonly string[];
}

export interface DatasetFactRecordedData {
  readonly record: DatasetFactRecord;
  readonly contentHash: string;
}

export type DatasetFactPublished = RecordedEvent<'DatasetFactPublished', DatasetFactRecordedData>;
export type DatasetFactChanged = RecordedEvent<'DatasetFactChanged', DatasetFactRecordedData>;
/** The same dataset version read again by a better reader of ours: not news. */
export type DatasetFactReread = RecordedEvent<'DatasetFactReread', DatasetFactRecordedData>;

export const DATASET_FACT_EVENT_TYPES = ['DatasetFactPublished', 'DatasetFactChanged', 'DatasetFactReread'] as const;

export const DatasetFactEventTypes = {
  DatasetFactPublished: { type: 'DatasetFactPublished', schemaVersion: 1 },
  DatasetFactChanged: { type: 'DatasetFactChanged', schemaVersion: 1 },
  DatasetFactReread: { type: 'DatasetFactReread', schemaVersion: 1 },
} as const;
