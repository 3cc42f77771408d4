/**
 * The VAPID key pair our pushes are signed with (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
 * which the launcher generates once into DATA_DIR when they are unset. Without them outside
 * production (a test harness), a pair is made for this process; in production push is unavailable
 * and the settings page says so.
 */
import { Injectable, Logger } from '@nestjs/common';
import { generateVapidKeys } from '@safetrails/infra';
import { AppConfig } from '../../config/app.config';

@Injectable()
export class PushKeys {
  readonly publicKey: string | null;
  readonly privateKey: string | null;
  readonly subject: string;

  constructor(config: AppConfig) {
    this.subject = config.VAPID_SUBJECT;
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
      this.publicKey = config.VAPID_PUBLIC_KEY;
      this.privateKey = config.VAPID_PRIVATE_KEY;
    } else if (config.NODE_ENV !== 'production') {
      const keys = generateVapidKeys();
      this.publicKey = keys.publicKey;
      this.privateKey = keys.privateKey;
    } else {
      new Logger('PushKeys').warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: push alerts are unavailable');
      this.publicKey = null;
      this.privateKey = null;
    }
  }

  get available(): boolean {
    return this.publicKey !== null;
  }
}
