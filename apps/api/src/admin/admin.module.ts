/** `/admin-api/*`: the moderation console's data, in the ra-data-simple-rest dialect, role-checked on the server. */
import { Module } from '@nestjs/common';
import { AdminUsersController } from './http/admin-users.controller';
import { AdminWaitlistController } from './http/admin-waitlist.controller';
import { ErasePersonalDataController } from './http/erase-personal-data.controller';
import { ErasePersonalDataHandler } from './commands/erase-personal-data/erase-personal-data.handler';
import { AuditModule } from './audit/audit.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { AdminResourcesModule } from './resources/resources.module';

@Module({
  imports: [AdminResourcesModule, AuditModule, DashboardModule],
  controllers: [AdminUsersController, AdminWaitlistController, ErasePersonalDataController],
  providers: [ErasePersonalDataHandler],
})
export class AdminModule {}
