/** The words a traveller reads for each tip category (spec part 2 "Tip schema"), in the page's language. */
import type { IntlShape } from 'react-intl';
import type { TipCategory } from '@safetrails/contracts';
import { optionLabels } from '@/lib/option-labels';

export function tipCategoryName(intl: IntlShape, category: TipCategory): string {
  return intl.formatMessage(
    {
      id: 'tip.category',
      defaultMessage:
        '{category, select, transportation {Transportation} accommodation {Accommodation} street_safety {Street safety} scams {Scams} health {Health} emergency {Emergency} culture {Culture} other {Other}}',
    },
    { category },
  );
}

export function tipCategoryNames(intl: IntlShape): Readonly<Record<TipCategory, string>> {
  const categories: readonly TipCategory[] = [
    'transportation',
    'accommodation',
    'street_safety',
    'scams',
    'health',
    'emergency',
    'culture',
    'other',
  ];
  return optionLabels(categories, (category) => tipCategoryName(intl, category));
}
