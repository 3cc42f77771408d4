/** Rate limits on every write (write-rate-limit.interceptor.ts), counted in PostgreSQL. */
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitStore } from './rate-limit.store';
import { WriteLimits } from './write-limits';
import { WriteRateLimitInterceptor } from './write-rate-limit.interceptor';

@Module({
  providers: [RateLimitStore, WriteLimits, { provide: APP_INTERCEPTOR, useClass: WriteRateLimitInterceptor }],
  // Limits of a kind no interceptor counts (invitations per address and per day) use the same counters;
  // the access guard counts a signed-in write with its session's lookup.
  exports: [RateLimitStore, WriteLimits],
})
export class RateLimitModule {}
