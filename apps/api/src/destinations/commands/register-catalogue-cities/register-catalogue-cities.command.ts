import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import type { CatalogueCity } from '../../catalogue/geonames-catalogue';

/**
 * Registers a batch of the catalogue's cities, or records their new catalogue data: the bulk form
 * of RegisterDestination for the ~26,000 cities a fresh start imports.
 */
export class RegisterCatalogueCitiesCommand {
  constructor(
    readonly cities: readonly CatalogueCity[],
    readonly context: CommandContext,
  ) {}
}
