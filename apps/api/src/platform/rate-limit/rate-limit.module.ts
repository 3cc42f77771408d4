/** Rate limits on every write (write-rate-limit.interceptor.ts), counted in PostgreSQL. */
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitStore } from './rate-limit.store';
import { WriteRateLimitInterceptor } from './write-rate-limit.interceptor';

@Module({
  providers: [RateLimitStore, { provide: APP_INTERCEPTOR, useClass: WriteRateLimitInterceptor }],
  // Limits of a kind no interceptor counts (invitations per address and per day) use the same counters.
  exports: [RateLimitStore],
})
export class RateLimitModule {}
