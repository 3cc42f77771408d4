/** Rate limits on every write (write-rate-limit.interceptor.ts), counted in PostgreSQL. */
import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitStore } from './rate-limit.store';
import { WriteRateLimitInterceptor } from './write-rate-limit.interceptor';

@Module({
  providers: [RateLimitStore, { provide: APP_INTERCEPTOR, useClass: WriteRateLimitInterceptor }],
})
export class RateLimitModule {}
