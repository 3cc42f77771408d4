/**
 * What a trusted contact's link shows (docs/SAFETY-NETWORK.md "What a contact sees"): to anyone with
 * the link, her name and the invitation's state; to an accepted contact, what she shares while she
 * shares it: her last check-in, where she is, and a map point only when her profile shares her
 * location. A removed contact, or an erased account, gets nothing.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CHECK_IN_PLACE_HOLDS_MS, type ContactLinkView } from '@safetrails/contracts';
import { Clock } from '../../platform/clock';
import { READ_POOL } from '../../platform/database/database.module';
import { ContactsReader } from './contacts.reader';
import { SafetyFactsReader } from './safety-facts.reader';
import { WhereaboutsReader } from './whereabouts.reader';

@Injectable()
export class ContactLinkReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly contacts: ContactsReader,
    private readonly whereabouts: WhereaboutsReader,
    private readonly facts: SafetyFactsReader,
    private readonly clock: Clock,
  ) {}

  async viewOf(userId: string, contactId: string, now = this.clock.now()): Promise<ContactLinkView | null> {
    const [contact, travellerName] = await Promise.all([
      this.contacts.one(userId, contactId),
      this.contacts.travellerName(userId),
    ]);
    if (!contact || travellerName === null) return null;
    const base = { travellerName, contactName: contact.name, status: contact.status, language: contact.language };
    if (contact.status !== 'accepted') return { ...base, sharing: null };
    const [where, last, shares, plans] = await Promise.all([
      this.whereabouts.of(userId, now),
      this.pool.query<{
        at: Date;
        city: string | null;
        latitude: number | null;
        longitude: number | null;
        place_at: Date | null;
      }>(
        `SELECT l.at, CASE WHEN l.place_at = l.at THEN d.name END AS city, l.latitude, l.longitude, l.place_at
           FROM rm_safety.last_check_ins l LEFT JOIN rm_destinations.destinations d USING (destination_id)
          WHERE l.user_id = $1`,
        [userId],
      ),
      this.facts.sharesLocation(userId),
      this.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM rm_safety.plans WHERE user_id = $1', [
        userId,
      ]),
    ]);
    const row = last.rows[0];
    const recentPoint =
      shares &&
      row?.latitude != null &&
      row.longitude != null &&
      row.place_at &&
      now.getTime() - row.place_at.getTime() <= CHECK_IN_PLACE_HOLDS_MS;
    return {
      ...base,
      sharing: {
        lastCheckIn: row ? { at: row.at.toISOString(), city: row.city } : null,
        where: where.now,
        point: recentPoint ? { latitude: row.latitude!, longitude: row.longitude! } : null,
        plans: plans.rows[0]?.count ?? 0,
      },
    };
  }
}
