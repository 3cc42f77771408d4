/**
 * The privacy page's account of product analytics, and the switch that turns it off for this
 * browser (remembered in local storage). A browser that sends Do Not Track or Global Privacy
 * Control is never counted, and is told so instead of being offered the switch.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SwitchField } from '@/components/ui/switch-field';
import { setAnalyticsOptOut, useAnalyticsConsent } from '@/lib/analytics/analytics-consent';

const emphasis = (chunks: ReactNode[]) => <em>{chunks}</em>;

export function UsageCounting() {
  const intl = useIntl();
  const consent = useAnalyticsConsent();
  return (
    <>
      <h2 id="usage-counting">
        <FormattedMessage id="privacy.counting.heading1" defaultMessage={'How we count use of the app'} />
      </h2>
      <p>
        <FormattedMessage
          id="privacy.counting.p1"
          defaultMessage={
            'To learn which screens and features help travellers, the app counts, without cookies and without any identifier:'
          }
        />
      </p>
      <ul>
        <li>
          <FormattedMessage
            id="privacy.counting.li1"
            defaultMessage={
              'which <em>kind</em> of page was opened, such as “a destination page” or “a search”, never which destination, what you searched for or the address of the page;'
            }
            values={{ em: emphasis }}
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.counting.li2"
            defaultMessage={
              'clicks on a few named buttons, such as “save destination” or “call an emergency number”, never what you typed;'
            }
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.counting.li3"
            defaultMessage={'how far down a page was scrolled, in quarters;'}
          />
        </li>
        <li>
          <FormattedMessage
            id="privacy.counting.li4"
            defaultMessage={
              'whether someone who searched went on to open a destination and save it, decided in your browser for the tab you are using, so that only “this step was reached” is sent.'
            }
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="privacy.counting.p2"
          defaultMessage={
            'Each of these is kept with the day it happened, not the time. They are sent without your account, your IP address or any identifier, so they cannot be linked to you or to each other. Your browser also keeps its last hundred of them in its own storage, where only you can see them.'
          }
        />
      </p>
      {consent === 'browser-signal' ? (
        <p className="privacy-signal" role="status">
          <FormattedMessage
            id="privacy.counting.p3"
            defaultMessage={
              'Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so SafeTrails counts nothing here.'
            }
          />
        </p>
      ) : (
        <SwitchField
          label={intl.formatMessage({ id: 'privacy.counting.switch', defaultMessage: 'Count my use of SafeTrails' })}
          description={intl.formatMessage({
            id: 'privacy.counting.switchText',
            defaultMessage: 'Turn this off and this browser sends nothing. We remember your choice in this browser.',
          })}
          name="usage-counting"
          checked={consent === 'counted'}
          onChange={(counted) => setAnalyticsOptOut(!counted)}
        />
      )}
    </>
  );
}
