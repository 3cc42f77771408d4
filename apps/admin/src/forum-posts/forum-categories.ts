/** The forum's categories for filters (the six seeded ones, with their stable ids). */
import { DEFAULT_FORUM_CATEGORIES } from '@safetrails/contracts';

export const CATEGORY_CHOICES = DEFAULT_FORUM_CATEGORIES.map((category) => ({ id: category.id, name: category.name }));
