/** A traveller's saved places and the dashboard's figures, from their own activity across the read models. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SavedItemType, SavedItemView, TravellerStats } from '@safetrails/contracts';
import { roundScore } from '@safetrails/scoring';
import { READ_POOL } from '../../platform/database/database.module';

/** What "profile complete" counts: the name, the four account details and the advanced safety profile. */
const PROFILE_PARTS = 6;

@Injectable()
export class TravellerReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async saved(userId: string, item?: { itemType: SavedItemType; itemId: number }): Promise<SavedItemView[]> {
    const { rows } = await this.pool.query<{
      item_type: SavedItemType;
      item_id: number;
      destination_id: number;
      saved_at: Date;
      name: string;
      country_or_area: string;
      image: string | null;
      safety_score: number | null;
      price_range: string | null;
    }>(
      `SELECT s.item_type, s.item_id, s.destination_id, s.saved_at,
         coalesce(p.name, d.name) AS name,
         CASE WHEN s.item_type = 'destination' THEN d.country ELSE p.area END AS country_or_area,
         coalesce(p.image, d.image) AS image,
         CASE WHEN s.item_type = 'destination' THEN d.safety_score ELSE p.safety_score END AS safety_score,
         p.price_range
       FROM rm_travellers.saved_items s
       JOIN rm_destinations.destinations d ON d.destination_id = s.destination_id
       LEFT JOIN rm_destinations.places p ON s.item_type <> 'destination' AND p.kind = s.item_type AND p.place_id = s.item_id
       WHERE s.user_id = $1 AND ($2::text IS NULL OR (s.item_type = $2 AND s.item_id = $3))
       ORDER BY s.saved_at DESC`,
      [userId, item?.itemType ?? null, item?.itemId ?? null],
    );
    return rows.map((row) => ({
      itemType: row.item_type,
      itemId: row.item_id,
      destinationId: row.destination_id,
      name: row.name,
      countryOrArea: row.country_or_area,
      image: row.image,
      safetyScore: roundScore(row.safety_score),
      priceRange: row.price_range,
      savedAt: row.saved_at.toISOString(),
    }));
  }

  /**
   * The dashboard's cards. Helpful votes received are the up votes on the traveller's tips;
   * travellers helped are the distinct people who gave them.
   */
  async stats(userId: string): Promise<TravellerStats> {
    const { rows } = await this.pool.query<{
      viewed: string;
      tips: string;
      ratings: string;
      reports: string;
      helpful: string | null;
      helped: string;
      profile_parts: number;
    }>(
      `SELECT
         (SELECT count(DISTINCT destination_id) FROM rm_travellers.destination_views
           WHERE user_id = $1 AND day > current_date - 30) AS viewed,
         (SELECT count(*) FROM rm_tips.tips WHERE user_id = $1 AND removed_at IS NULL) AS tips,
         (SELECT count(*) FROM rm_destinations.ratings WHERE user_id = $1) AS ratings,
         (SELECT count(*) FROM rm_destinations.neighbourhood_reports WHERE user_id = $1) AS reports,
         (SELECT sum(upvotes) FROM rm_tips.tips WHERE user_id = $1 AND removed_at IS NULL) AS helpful,
         (SELECT count(DISTINCT v.user_id) FROM rm_tips.tip_votes v JOIN rm_tips.tips t ON t.tip_id = v.tip_id
           WHERE t.user_id = $1 AND t.removed_at IS NULL AND v.vote = 'up') AS helped,
         (SELECT (u.display_name IS NOT NULL)::int
             + coalesce((p.full_name IS NOT NULL)::int + (p.phone IS NOT NULL)::int
               + (p.emergency_contact IS NOT NULL)::int + (p.bio IS NOT NULL)::int, 0)
             + (EXISTS (SELECT 1 FROM rm_profiles.safety_profiles s WHERE s.user_id = $1))::int
           FROM rm_users.users u LEFT JOIN rm_profiles.account_profiles p ON p.user_id = u.user_id
           WHERE u.user_id = $1) AS profile_parts`,
      [userId],
    );
    const row = rows[0]!;
    return {
      destinationsViewed30Days: Number(row.viewed),
      tipsGiven: Number(row.tips),
      ratingsGiven: Number(row.ratings),
      neighbourhoodReportsGiven: Number(row.reports),
      helpfulVotesReceived: Number(row.helpful ?? 0),
      travellersHelped: Number(row.helped),
      profileCompletion: Math.round(((row.profile_parts ?? 0) * 100) / PROFILE_PARTS),
    };
  }
}
