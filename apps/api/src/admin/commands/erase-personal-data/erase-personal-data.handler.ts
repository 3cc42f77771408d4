/**
 * Erases what a person gave us without an account: their waitlist entry and the feedback-hub
 * submissions that name their email. Each key is shredded first (so a crash in between leaves the
 * data unreadable, and a repeated request finishes the job), then an erasure event tells the
 * projections to remove the fields from every read model. A submission sealed with a traveller's
 * own key is erased from the read models; its sealed copy in the log goes when that account is
 * deleted.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail, reportStreamName, type GlobalPosition } from '@safetrails/contracts';
import type { EventStore, PiiVault } from '@safetrails/event-store';
import type { Pool } from 'pg';
import { reportDecider } from '../../../community/domain/report';
import { EVENT_STORE, PII_VAULT, READ_POOL } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { waitlistEntryDecider, waitlistStreamName, waitlistSubject } from '../../../waitlist/domain/waitlist-entry';
import { ErasePersonalDataCommand, type Erased } from './erase-personal-data.command';

@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler extends EventSourcedHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    @Inject(READ_POOL) private readonly pool: Pool,
  ) {
    super(store);
  }

  async execute(command: ErasePersonalDataCommand): Promise<Erased> {
    const email = normaliseEmail(command.email);
    const erase = { type: 'Erase', reason: command.reason } as const;

    const stream = waitlistStreamName(email);
    await this.vault.shred(waitlistSubject(stream), 'waitlist');
    const waitlist = await this.decide(stream, waitlistEntryDecider, erase, command.context);

    const { rows } = await this.pool.query<{ report_id: string; sealed_for: string | null }>(
      `SELECT report_id, payload->>'sealedFor' AS sealed_for FROM rm_reports.reports
       WHERE lower(payload->>'email') = $1`,
      [email],
    );
    let submissions = 0;
    let submissionsPosition: GlobalPosition | null = null;
    for (const row of rows) {
      if (row.sealed_for === row.report_id) await this.vault.shred(row.report_id, 'submission');
      const erased = await this.decide(reportStreamName(row.report_id), reportDecider, erase, command.context);
      submissions += erased.appended.length;
      submissionsPosition = erased.position ?? submissionsPosition;
    }
    return {
      waitlistEntries: waitlist.appended.length,
      submissions,
      waitlistPosition: waitlist.position,
      submissionsPosition,
    };
  }
}
