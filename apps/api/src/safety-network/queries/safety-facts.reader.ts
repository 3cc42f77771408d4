/**
 * The facts every message to a contact carries (docs/SAFETY-NETWORK.md "What is sent"), each with
 * its source: the city and country, the country's emergency numbers as the governments give them,
 * and her own government's missions and citizens' line there. Where her government's page gives
 * none, or her home country is not one whose pages SafeTrails reads, the message says so and links
 * the page where to look; nothing is filled in.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { CitizensLine, CountryEmbassy, CountryEmergency } from '@safetrails/contracts';
import { CountryReader } from '../../advisories/queries/country.reader';
import { homeCountryCodeOf } from '../../identity/queries/home-country';
import { READ_POOL } from '../../platform/database/database.module';

export interface CityFacts {
  readonly destinationId: number;
  readonly city: string;
  readonly country: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface SafetyFacts {
  readonly place: CityFacts;
  readonly emergency: CountryEmergency | null;
  /** ISO alpha-2 of her home country (her safety profile's), or null when she gave none we can read. */
  readonly home: string | null;
  readonly missions: readonly CountryEmbassy[];
  readonly citizensLines: readonly CitizensLine[];
}

@Injectable()
export class SafetyFactsReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly countries: CountryReader,
  ) {}

  async city(destinationId: number): Promise<CityFacts | null> {
    const { rows } = await this.pool.query<{
      name: string;
      country: string;
      country_code: string;
      latitude: number;
      longitude: number;
    }>(
      'SELECT name, country, country_code, latitude, longitude FROM rm_destinations.destinations WHERE destination_id = $1',
      [destinationId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      destinationId,
      city: row.name,
      country: row.country,
      countryCode: row.country_code,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  }

  /** Her home country's ISO code from her safety profile, where it reads as one. */
  async homeOf(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ home: string | null }>(
      `SELECT personal->>'homeCountry' AS home FROM rm_profiles.safety_profiles WHERE user_id = $1`,
      [userId],
    );
    return homeCountryCodeOf(rows[0]?.home);
  }

  /** Whether her safety profile shares her location: only then is a map point kept and shown. */
  async sharesLocation(userId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ share: boolean | null }>(
      `SELECT (travel->'privacySettings'->>'shareLocation')::boolean AS share
         FROM rm_profiles.safety_profiles WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.share === true;
  }

  async of(destinationId: number, home: string | null): Promise<SafetyFacts | null> {
    const place = await this.city(destinationId);
    if (!place) return null;
    const detail = await this.countries.detail(place.countryCode).catch(() => null);
    return {
      place,
      emergency: detail?.emergency ?? null,
      home,
      missions: home ? (detail?.embassies ?? []).filter((mission) => mission.of === home) : [],
      citizensLines: home ? (detail?.citizensLines ?? []).filter((line) => line.of === home) : [],
    };
  }
}
