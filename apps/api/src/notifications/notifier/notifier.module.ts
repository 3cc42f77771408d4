import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../../config/app.config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../platform/database/database.module';
import { HealthModule } from '../../platform/health/health.module';
import { LiveModule } from '../../platform/live/live.module';
import { NotificationsModule } from '../notifications.module';

/** What the notifier process runs: the notifications module's commands and readers, without HTTP. */
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
      ],
    };
  }
}
