/**
 * What travellers said of a destination: the ratings' averages, one's own rating, neighbourhood
 * reports and each neighbourhood's score.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';
import { DestinationReader } from './destination.reader';
import type {
  AverageSafetyRating,
  MyRating,
  NeighbourhoodAverage,
  NeighbourhoodReportView,
} from '@safetrails/contracts';
import { roundScore, toHundred } from '@safetrails/scoring';

@Injectable()
export class RatingsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly destinations: DestinationReader,
  ) {}

  /**
   * The spec's rating call names its dimensions differently from the rating schema: overallSafety is
   * overallScore, walkability streetSafety, harassmentRisk localAttitude and visibilityToAuthorities
   * touristAreas (docs/SCORING.md). Each is the 0-100 mean of the current ratings.
   */
  async ratingsAverage(id: number): Promise<AverageSafetyRating> {
    await this.destinations.requireDestination(id);
    const mean = (dimension: string) => `avg(((scores->>'${dimension}')::numeric - 1) * 25)::float8`;
    const { rows } = await this.pool.query<Record<string, number | null> & { total: string }>(
      `SELECT ${mean('overallScore')} AS overall, ${mean('streetSafety')} AS street, ${mean('publicTransport')} AS transport,
         ${mean('nightSafety')} AS night, ${mean('localAttitude')} AS attitude, ${mean('touristAreas')} AS tourist,
         count(*) AS total
       FROM rm_destinations.ratings WHERE destination_id = $1`,
      [id],
    );
    const row = rows[0]!;
    return {
      overallSafety: roundScore(row.overall ?? null),
      walkability: roundScore(row.street ?? null),
      publicTransport: roundScore(row.transport ?? null),
      nightSafety: roundScore(row.night ?? null),
      harassmentRisk: roundScore(row.attitude ?? null),
      visibilityToAuthorities: roundScore(row.tourist ?? null),
      totalRatings: Number(row.total),
    };
  }
  async myRating(id: number, userId: string): Promise<MyRating | null> {
    const { rows } = await this.pool.query<{
      rating_id: string;
      scores: Record<string, number>;
      comment: string | null;
      rated_at: Date;
    }>(
      'SELECT rating_id, scores, comment, rated_at FROM rm_destinations.ratings WHERE destination_id = $1 AND user_id = $2',
      [id, userId],
    );
    const row = rows[0];
    return row
      ? { ratingId: row.rating_id, scores: row.scores, comment: row.comment, ratedAt: row.rated_at.toISOString() }
      : null;
  }
  async neighbourhoodReports(id: number): Promise<NeighbourhoodReportView[]> {
    await this.destinations.requireDestination(id);
    const { rows } = await this.pool.query<{
      report_id: string;
      neighbourhood_name: string;
      safety_score: number;
      description: string | null;
      best_time_to_visit: string | null;
      transport_options: string | null;
      reported_at: Date;
    }>(
      `SELECT report_id, neighbourhood_name, safety_score, description, best_time_to_visit, transport_options, reported_at
       FROM rm_destinations.neighbourhood_reports WHERE destination_id = $1 ORDER BY reported_at DESC LIMIT 100`,
      [id],
    );
    return rows.map((row) => ({
      id: row.report_id,
      neighborhoodName: row.neighbourhood_name,
      safetyScore: toHundred(row.safety_score),
      description: row.description,
      bestTimeToVisit: row.best_time_to_visit,
      transportOptions: row.transport_options,
      createdAt: row.reported_at.toISOString(),
    }));
  }
  /** Each neighbourhood's score (baseline blended with reports), best first. */
  async neighbourhoodAverages(id: number): Promise<NeighbourhoodAverage[]> {
    await this.destinations.requireDestination(id);
    const { rows } = await this.pool.query<{ name: string; safety: number; report_count: number }>(
      `SELECT name, safety, report_count FROM rm_destinations.neighbourhoods
       WHERE destination_id = $1 AND safety IS NOT NULL ORDER BY safety DESC, name`,
      [id],
    );
    return rows.map((row) => ({
      neighborhoodName: row.name,
      averageSafetyScore: Math.round(row.safety),
      reportCount: row.report_count,
    }));
  }
}
