/**
 * Her trusted contacts (`rm_safety.contacts`) as she sees them, with the free-text emergency contact
 * of her profile offered as an invitation; and one contact as their own link sees it.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  DEFAULT_LOCALE,
  INVITATION_RESEND_AFTER_MS,
  TRUSTED_CONTACTS_MAX,
  isLocale,
  type Locale,
  type TrustedContact,
  type TrustedContacts,
  type TrustedContactStatus,
} from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

interface ContactRow {
  contact_id: string;
  user_id: string;
  name: string;
  email: string;
  language: string;
  status: TrustedContactStatus;
  time_zone: string | null;
  invited_at: Date;
  last_invited_at: Date;
  answered_at: Date | null;
}

/** A contact, as the notifier and a link read it. */
export interface ContactRecord {
  readonly contactId: string;
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly language: Locale;
  readonly status: TrustedContactStatus;
  readonly timeZone: string | null;
}

const EMAIL_IN_TEXT = /[^\s@<>(),;:"']+@[^\s@<>(),;:"']+\.[A-Za-z]{2,}/;

function contactOf(row: ContactRow): TrustedContact {
  return {
    id: row.contact_id,
    name: row.name,
    email: row.email,
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    status: row.status,
    invitedAt: row.invited_at.toISOString(),
    resendableAt:
      row.status === 'invited'
        ? new Date(row.last_invited_at.getTime() + INVITATION_RESEND_AFTER_MS).toISOString()
        : null,
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

@Injectable()
export class ContactsReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async list(userId: string): Promise<TrustedContacts> {
    const [contacts, profile] = await Promise.all([
      this.pool.query<ContactRow>(`SELECT * FROM rm_safety.contacts WHERE user_id = $1 ORDER BY invited_at`, [userId]),
      this.pool.query<{ text: string | null }>(
        `SELECT coalesce(
           (SELECT personal->>'emergencyContact' FROM rm_profiles.safety_profiles WHERE user_id = $1),
           (SELECT emergency_contact FROM rm_profiles.account_profiles WHERE user_id = $1)) AS text`,
        [userId],
      ),
    ]);
    const list = contacts.rows.map(contactOf);
    const active = list.filter((contact) => contact.status === 'invited' || contact.status === 'accepted').length;
    const text = profile.rows[0]?.text?.trim() || null;
    const email = text ? (EMAIL_IN_TEXT.exec(text)?.[0] ?? null) : null;
    // Offered until that address is among her contacts.
    const known = email && list.some((contact) => contact.email.toLowerCase() === email.toLowerCase());
    return {
      contacts: list,
      remaining: Math.max(0, TRUSTED_CONTACTS_MAX - active),
      profileSuggestion: text && !known ? { text, email } : null,
    };
  }

  async one(userId: string, contactId: string): Promise<ContactRecord | null> {
    const { rows } = await this.pool.query<ContactRow>(
      'SELECT * FROM rm_safety.contacts WHERE contact_id = $1 AND user_id = $2',
      [contactId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      contactId: row.contact_id,
      userId: row.user_id,
      name: row.name,
      email: row.email,
      language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      status: row.status,
      timeZone: row.time_zone,
    };
  }

  /** Her name as her contacts know it: her profile's full name, else her account's. */
  async travellerName(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ name: string | null }>(
      `SELECT coalesce(nullif(trim(p.full_name), ''), u.display_name) AS name
         FROM rm_users.users u LEFT JOIN rm_profiles.account_profiles p USING (user_id)
        WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
      [userId],
    );
    return rows[0]?.name ?? null;
  }
}
