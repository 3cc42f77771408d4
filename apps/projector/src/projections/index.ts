/** Every projection the projector runs, in the order they start. */
import type { Pool } from 'pg';
import { PiiVault } from '@safetrails/event-store';
import type { Projection } from '../runtime/projection';
import { analyticsProjection } from './analytics/analytics.projection';
import { alertsProjection } from './alerts/alerts.projection';
import { countriesProjection } from './countries/countries.projection';
import { destinationsProjection } from './destinations/destinations.projection';
import { forumProjection } from './forum/forum.projection';
import { moderationProjection } from './moderation/moderation.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { profilesProjection } from './profiles/profiles.projection';
import { reportsProjection } from './reports/reports.projection';
import { safetyProjection } from './safety/safety.projection';
import { tipsProjection } from './tips/tips.projection';
import { travellersProjection } from './travellers/travellers.projection';
import { usersProjection } from './users/users.projection';
import { waitlistProjection } from './waitlist/waitlist.projection';

export function createProjections(pool: Pool): readonly Projection[] {
  const vault = new PiiVault(pool);
  return [
    waitlistProjection(vault),
    usersProjection(vault),
    profilesProjection(vault),
    countriesProjection,
    destinationsProjection,
    tipsProjection,
    travellersProjection,
    alertsProjection,
    notificationsProjection(vault),
    safetyProjection(vault),
    forumProjection,
    reportsProjection(vault),
    moderationProjection(vault),
    analyticsProjection,
  ];
}
