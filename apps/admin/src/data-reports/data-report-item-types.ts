/** What a data report can be about. */
import { DATA_REPORT_ITEM_TYPES, type DataReportItemType } from '@safetrails/contracts';

export const ITEM_TYPE_LABELS: Readonly<Record<DataReportItemType, string>> = {
  destination: 'Destination',
  accommodation: 'Accommodation',
  activity: 'Activity',
};

export const ITEM_TYPE_CHOICES = DATA_REPORT_ITEM_TYPES.map((type) => ({ id: type, name: ITEM_TYPE_LABELS[type] }));
