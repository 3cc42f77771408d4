/** The crypto-shredding vault, over the read-model pool (the key table lives in the same database). */
import type { Provider } from '@nestjs/common';
import type { Pool } from 'pg';
import { PiiVault } from '@safetrails/event-store';
import { READ_POOL } from '../platform/database/database.module';

export const PII_VAULT = Symbol('PII_VAULT');

export const piiVaultProvider: Provider = {
  provide: PII_VAULT,
  inject: [READ_POOL],
  useFactory: (pool: Pool) => new PiiVault(pool),
};
