import { Module } from '@nestjs/common';
import { RecordAdvisoryHandler } from './commands/record-advisory/record-advisory.handler';
import { RecordSourceCheckHandler } from './commands/record-source-check/record-source-check.handler';
import { RecordEmergencyNumbersHandler } from './commands/record-emergency-numbers/record-emergency-numbers.handler';
import { RecordTravellerFactsHandler } from './commands/record-traveller-facts/record-traveller-facts.handler';
import { RecordDatasetFactHandler } from './commands/record-dataset-fact/record-dataset-fact.handler';
import { AdvisoryImporter } from './import/advisory-importer';
import { AdvisoryRefresh } from './import/advisory-refresh';
import { LiveAdvisorySources } from './live/live-sources';
import { CountriesController } from './http/countries.controller';
import { CountryReader } from './queries/country.reader';
import { CountryAreasReader } from './queries/country-areas.reader';

@Module({
  controllers: [CountriesController],
  providers: [
    RecordAdvisoryHandler,
    RecordEmergencyNumbersHandler,
    RecordSourceCheckHandler,
    RecordTravellerFactsHandler,
    RecordDatasetFactHandler,
    AdvisoryImporter,
    { provide: LiveAdvisorySources, useFactory: () => new LiveAdvisorySources(fetch) },
    AdvisoryRefresh,
    CountryReader,
    CountryAreasReader,
  ],
  exports: [AdvisoryImporter, CountryReader, LiveAdvisorySources],
})
export class AdvisoriesModule {}
