/** The words a traveller reads for each tip category (spec part 2 "Tip schema"). */
import type { TipCategory } from '@safetrails/contracts';

export const TIP_CATEGORY_LABELS: Readonly<Record<TipCategory, string>> = {
  transportation: 'Transportation',
  accommodation: 'Accommodation',
  street_safety: 'Street safety',
  scams: 'Scams',
  health: 'Health',
  emergency: 'Emergency',
  culture: 'Culture',
  other: 'Other',
};
