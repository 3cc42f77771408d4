/**
 * The console's view of the safety network (docs/SAFETY-NETWORK.md "What no one else sees"): daily
 * counts of check-ins, misses, escalations, SOS and safety checks. No moderator or auditor sees whose
 * they are, nor any trip, contact or place.
 */
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SafetyNetworkDay } from '@safetrails/contracts';
import { Access } from '../../platform/http/access.decorator';
import { SafetyCountsReader } from '../queries/safety-counts.reader';

@ApiTags('admin')
@Controller('admin-api')
export class AdminSafetyController {
  constructor(private readonly counts: SafetyCountsReader) {}

  @Get('safety-network/daily')
  @Access('moderator')
  @ApiOperation({
    summary: 'The safety network each day of the last 30: check-ins, misses, escalations, SOS, safety checks',
  })
  daily(): Promise<SafetyNetworkDay[]> {
    return this.counts.lastDays(30);
  }
}
