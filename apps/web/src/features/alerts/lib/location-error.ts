/**
 * The spec's toast when the browser gives no position, shared by the nearby map and the alert form
 * (here rather than in the map's module, so the form does not bring Leaflet into the alerts page's
 * first load).
 */
import type { IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';

export function locationError(intl: IntlShape): void {
  toast.error(intl.formatMessage({ id: 'alerts.location.error', defaultMessage: 'Location Access Error' }), {
    description: intl.formatMessage({
      id: 'alerts.location.error.text',
      defaultMessage: 'Unable to access your location. Some alert features may not work properly.',
    }),
  });
}
