import { Query } from '@nestjs/cqrs';
import type { RecentSignup } from '@safetrails/contracts';

export class GetRecentSignupsQuery extends Query<RecentSignup[]> {
  constructor(readonly limit: number) {
    super();
  }
}
