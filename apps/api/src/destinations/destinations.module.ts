import { Module } from '@nestjs/common';
import { ChangeSavedItemHandler } from './commands/change-saved-item/change-saved-item.handler';
import { RecordDestinationViewHandler } from './commands/record-destination-view/record-destination-view.handler';
import { RegisterCatalogueCitiesHandler } from './commands/register-catalogue-cities/register-catalogue-cities.handler';
import { RegisterDestinationHandler } from './commands/register-destination/register-destination.handler';
import { RemoveSafetyRatingHandler } from './commands/remove-safety-rating/remove-safety-rating.handler';
import { ReportNeighbourhoodHandler } from './commands/report-neighbourhood/report-neighbourhood.handler';
import { ReviseBaselineHandler } from './commands/revise-baseline/revise-baseline.handler';
import { SubmitSafetyRatingHandler } from './commands/submit-safety-rating/submit-safety-rating.handler';
import { SubmitSafetyTipHandler } from './commands/submit-safety-tip/submit-safety-tip.handler';
import { VoteSafetyTipHandler } from './commands/vote-safety-tip/vote-safety-tip.handler';
import { DestinationsController } from './http/destinations.controller';
import { SafetyController } from './http/safety.controller';
import { TravellerController } from './http/traveller.controller';
import { DestinationPages } from './queries/destination-pages';
import { DestinationReader } from './queries/destination.reader';
import { PlacesReader } from './queries/places.reader';
import { RatingsReader } from './queries/ratings.reader';
import { ScoreHistoryReader } from './queries/score-history.reader';
import { ScoreAuditService } from './queries/score-audit.service';
import { SearchMatches } from './queries/search-matches';
import { TipReader } from './queries/tip.reader';
import { TravellerReader } from './queries/traveller.reader';

/**
 * Destinations, their ratings, neighbourhood reports and tips, and a traveller's own saves and
 * views. One folder per command in `commands/`. Ratings and neighbourhood reports append to the
 * destination's stream with the revision read (one rating per traveller survives concurrency); tips
 * and votes to the tip's stream; saves and views to the traveller's stream.
 */
@Module({
  controllers: [DestinationsController, SafetyController, TravellerController],
  providers: [
    RegisterDestinationHandler,
    ReviseBaselineHandler,
    SubmitSafetyRatingHandler,
    RemoveSafetyRatingHandler,
    ReportNeighbourhoodHandler,
    SubmitSafetyTipHandler,
    VoteSafetyTipHandler,
    ChangeSavedItemHandler,
    RecordDestinationViewHandler,
    RegisterCatalogueCitiesHandler,
    DestinationReader,
    PlacesReader,
    RatingsReader,
    ScoreHistoryReader,
    DestinationPages,
    SearchMatches,
    TipReader,
    TravellerReader,
    ScoreAuditService,
  ],
  exports: [DestinationReader, DestinationPages, ScoreAuditService],
})
export class DestinationsModule {}
