import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app.config';
import { ConfigModule } from '../config/config.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { DatabaseModule } from '../platform/database/database.module';
import { HealthModule } from '../platform/health/health.module';
import { LiveModule } from '../platform/live/live.module';
import { SafetyNetworkModule } from '../safety-network/safety-network.module';

/**
 * What the notifier process runs, without HTTP: the notifications module (alerts to push and email)
 * and the safety network, which registers its outbox and its deadline watch with the notifier.
 */
@Module({})
export class NotifierModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: NotifierModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        DatabaseModule,
        // The live module's stream of changes counts its clients in the metrics.
        HealthModule,
        LiveModule,
        NotificationsModule,
        SafetyNetworkModule,
      ],
    };
  }
}
