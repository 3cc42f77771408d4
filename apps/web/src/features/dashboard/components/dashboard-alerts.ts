/** The safety alerts widgets the dashboard shows, drawn by the alerts feature and handed in by the route. */
import type { ReactNode } from 'react';

export interface DashboardAlerts {
  /** Every active alert: the general alerts panel and the Safety Alerts tab. */
  readonly general: (title?: string) => ReactNode;
  /** One destination's alerts, in its latest-safety-update panel. */
  readonly forDestination: (destinationId: number) => ReactNode;
}
