/**
 * The server's clock: what decides whether a deadline passed (docs/SAFETY-NETWORK.md "Deadlines").
 * One injectable source of "now" for the commands and the watch that compare instants, so the
 * integration tests can move it forward to a deadline instead of waiting for it; moving it is refused
 * outside tests.
 */
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app.config';

@Injectable()
export class Clock {
  private offsetMs = 0;

  constructor(private readonly config: AppConfig) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests only: the clock runs on, `ms` later than the machine's. */
  travel(ms: number): void {
    if (this.config.NODE_ENV !== 'test') throw new Error('The server clock moves only in tests');
    this.offsetMs += ms;
  }
}
