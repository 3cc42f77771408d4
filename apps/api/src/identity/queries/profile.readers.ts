/** The account profile and the safety profile, from the profiles read model. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ALERT_SETTINGS_DEFAULTS,
  MINIMUM_SAFETY_SCORE,
  type AccountProfile,
  type SafetyPriority,
  type SafetyProfile,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';
import type { SafetyProfilePersonal } from '../commands/save-safety-profile/save-safety-profile.handler';
import { homeCountryCodeOf } from './home-country';

@Injectable()
export class ProfileReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async accountProfile(userId: string): Promise<AccountProfile> {
    const result = await this.pool.query<{
      full_name: string | null;
      phone: string | null;
      emergency_contact: string | null;
      bio: string | null;
      priorities: SafetyPriority[];
      minimum_safety_score: number;
    }>('SELECT * FROM rm_profiles.account_profiles WHERE user_id = $1', [userId]);
    const row = result.rows[0];
    const notifications = await this.notificationSwitches(userId);
    return {
      fullName: row?.full_name ?? null,
      phone: row?.phone ?? null,
      emergencyContact: row?.emergency_contact ?? null,
      bio: row?.bio ?? null,
      safety: {
        priorities: row?.priorities ?? [],
        minimumSafetyScore: row?.minimum_safety_score ?? MINIMUM_SAFETY_SCORE.default,
      },
      notifications: {
        emailNotifications: notifications.email,
        safetyAlerts: notifications.enabled,
        travelTips: notifications.tips,
      },
    };
  }

  /**
   * The profile's notification switches are the alert settings (docs/NOTIFICATIONS.md), one source
   * of truth: "Safety alerts" is whether alerts are on, "Email notifications" the email channel,
   * "Travel tips" (the safety profile's "marketing emails") news and tips by email.
   */
  private async notificationSwitches(userId: string): Promise<{ enabled: boolean; email: boolean; tips: boolean }> {
    const { rows } = await this.pool.query<{ enabled: boolean; email: boolean; tips: boolean }>(
      'SELECT enabled, email, tips FROM rm_notifications.settings WHERE user_id = $1',
      [userId],
    );
    const { enabled, email, tips } = ALERT_SETTINGS_DEFAULTS;
    return rows[0] ?? { enabled, email, tips };
  }

  async safetyProfile(userId: string): Promise<SafetyProfile | null> {
    const result = await this.pool.query<{
      travel: Omit<SafetyProfile, 'userId' | 'updatedAt' | keyof SafetyProfilePersonal>;
      personal: SafetyProfilePersonal | null;
      updated_at: Date;
    }>('SELECT travel, personal, updated_at FROM rm_profiles.safety_profiles WHERE user_id = $1', [userId]);
    const row = result.rows[0];
    if (!row) return null;
    const personal = row.personal;
    const notifications = await this.notificationSwitches(userId);
    return {
      userId,
      ...row.travel,
      notificationPreferences: {
        emailAlerts: notifications.email,
        safetyUpdates: notifications.enabled,
        marketingEmails: notifications.tips,
      },
      gender: (personal?.gender ?? null) as SafetyProfile['gender'],
      ageRange: (personal?.ageRange ?? null) as SafetyProfile['ageRange'],
      homeCountry: personal?.homeCountry ?? null,
      homeCountryCode: homeCountryCodeOf(personal?.homeCountry),
      lgbtFirst: personal?.lgbtFirst ?? false,
      emergencyContact: personal?.emergencyContact ?? null,
      medicalConditions: personal?.medicalConditions ?? [],
      dietaryRestrictions: personal?.dietaryRestrictions ?? [],
      accessibilityNeeds: personal?.accessibilityNeeds ?? [],
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
