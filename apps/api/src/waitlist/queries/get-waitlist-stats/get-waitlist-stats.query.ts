import { Query } from '@nestjs/cqrs';
import type { WaitlistStats } from '@safetrails/contracts';

export class GetWaitlistStatsQuery extends Query<WaitlistStats> {}
