import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { CsrfController } from './platform/http/csrf.controller';
import { LiveModule } from './platform/live/live.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.LOG_LEVEL,
            genReqId: (request) => {
              const given = request.headers['x-request-id'];
              return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
            },
            // Health probes and scrapes would drown the log.
            autoLogging: { ignore: (request) => request.url === '/health' || request.url === '/metrics' },
            redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
          },
        }),
        CqrsModule.forRoot(),
        ThrottlerModule.forRoot([
          { name: 'anonymous-writes', ttl: 60_000, limit: config.RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE },
        ]),
        DatabaseModule,
        HealthModule,
        LiveModule,
        WaitlistModule,
      ],
      controllers: [CsrfController],
    };
  }
}
