import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { CsrfController } from './platform/http/csrf.controller';
import { LiveModule } from './platform/live/live.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { AdminModule } from './admin/admin.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AdvisoriesModule } from './advisories/advisories.module';
import { AlertsModule } from './alerts/alerts.module';
import { CommunityModule } from './community/community.module';
import { DestinationsModule } from './destinations/destinations.module';
import { IdentityModule } from './identity/identity.module';
import { ModerationModule } from './moderation/moderation.module';
import { PagesModule } from './pages/pages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { SafetyNetworkModule } from './safety-network/safety-network.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        RateLimitModule,
        // After the rate limits: a replayed request still counts as a write.
        IdempotencyModule,
        DatabaseModule,
        HealthModule,
        LiveModule,
        WaitlistModule,
        IdentityModule,
        AdminModule,
        DestinationsModule,
        AdvisoriesModule,
        AlertsModule,
        NotificationsModule,
        SafetyNetworkModule,
        CommunityModule,
        ModerationModule,
        AnalyticsModule,
        PagesModule,
      ],
      controllers: [CsrfController],
    };
  }
}
