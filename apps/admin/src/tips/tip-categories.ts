/** Tip categories for filters and fields. */
import { TIP_CATEGORIES } from '@safetrails/contracts';

export const TIP_CATEGORY_CHOICES = TIP_CATEGORIES.map((category) => ({
  id: category,
  name: category.charAt(0).toUpperCase() + category.slice(1).replace(/_/g, ' '),
}));
