import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { CsrfController } from './platform/http/csrf.controller';
import { LiveModule } from './platform/live/live.module';
import { AdminModule } from './admin/admin.module';
import { AdvisoriesModule } from './advisories/advisories.module';
import { AlertsModule } from './alerts/alerts.module';
import { CommunityModule } from './community/community.module';
import { DestinationsModule } from './destinations/destinations.module';
import { IdentityModule } from './identity/identity.module';
import { ModerationModule } from './moderation/moderation.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        ThrottlerModule.forRoot([
          { name: 'anonymous-writes', ttl: 60_000, limit: config.RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE },
        ]),
        DatabaseModule,
        HealthModule,
        LiveModule,
        WaitlistModule,
        IdentityModule,
        AdminModule,
        DestinationsModule,
        AdvisoriesModule,
        AlertsModule,
        CommunityModule,
        ModerationModule,
      ],
      controllers: [CsrfController],
    };
  }
}
