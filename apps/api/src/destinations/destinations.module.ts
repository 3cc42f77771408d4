import { Module } from '@nestjs/common';
import { DESTINATION_COMMAND_HANDLERS } from './commands/destination.handlers';
import { RegisterCatalogueCitiesHandler } from './commands/register-catalogue-cities/register-catalogue-cities.handler';
import { DestinationsController } from './http/destinations.controller';
import { SafetyController } from './http/safety.controller';
import { TravellerController } from './http/traveller.controller';
import { DestinationPages } from './queries/destination-pages';
import { DestinationReader } from './queries/destination.reader';
import { ScoreAuditService } from './queries/score-audit.service';
import { SearchMatches } from './queries/search-matches';
import { TipReader } from './queries/tip.reader';
import { TravellerReader } from './queries/traveller.reader';

@Module({
  controllers: [DestinationsController, SafetyController, TravellerController],
  providers: [
    ...DESTINATION_COMMAND_HANDLERS,
    RegisterCatalogueCitiesHandler,
    DestinationReader,
    DestinationPages,
    SearchMatches,
    TipReader,
    TravellerReader,
    ScoreAuditService,
  ],
  exports: [DestinationReader, ScoreAuditService],
})
export class DestinationsModule {}
