/**
 * Erasures survive a restore (docs/OPERATIONS.md "Erasures"). Before the API serves, every subject
 * in the erasure ledger loses its key again, and an account erased after the restored backup was
 * taken is deleted again through `DeleteAccount`, so the log says so and the read models show her
 * contributions as a deleted traveller's. `npm run restore` runs this too (`npm run admin --
 * reapply-erasures`); on a database that was never restored it finds nothing to do.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ErasureLedger, EventStore, PiiVault } from '@safetrails/event-store';
import { ERASURE_LEDGER, EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { SYSTEM_CONTEXT } from '../../../platform/event-sourcing/command-context';
import { loadState } from '../../../platform/event-sourcing/handle-command';
import { userDecider, userStreamName } from '../../domain/user';
import { DeleteAccountCommand } from './delete-account.command';

export interface ErasuresApplied {
  readonly erasures: number;
  readonly keysShredded: number;
  readonly accountsDeleted: number;
}

@Injectable()
export class ErasuresOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('Erasures');

  constructor(
    @Inject(ERASURE_LEDGER) private readonly ledger: ErasureLedger,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commandBus: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const applied = await this.apply();
    if (applied.keysShredded > 0 || applied.accountsDeleted > 0) {
      this.logger.warn(
        `the erasure ledger had ${applied.erasures} erasures: ${applied.keysShredded} keys shredded again, ` +
          `${applied.accountsDeleted} accounts deleted again (a restore from an older backup)`,
      );
    }
  }

  async apply(): Promise<ErasuresApplied> {
    const erasures = await this.ledger.erasures();
    const keysShredded = await this.vault.shredErased(erasures.map((erasure) => erasure.subject));
    let accountsDeleted = 0;
    for (const erasure of erasures) {
      if (erasure.kind !== 'account') continue;
      const state = await loadState(this.store, userStreamName(erasure.subject), userDecider);
      // Registered after the backup: not in the restored log at all, nothing of hers to erase.
      if (!state.registered || state.deleted) continue;
      try {
        await this.commandBus.execute(
          new DeleteAccountCommand(
            erasure.subject,
            { ...SYSTEM_CONTEXT, correlationId: 'erasure-ledger' },
            'erasure-ledger',
          ),
        );
        accountsDeleted++;
      } catch (error) {
        // Another process starting beside this one deleted it first: the stream says so next time.
        this.logger.warn(`account ${erasure.subject} not deleted again here: ${String(error)}`);
      }
    }
    return { erasures: erasures.length, keysShredded, accountsDeleted };
  }
}
