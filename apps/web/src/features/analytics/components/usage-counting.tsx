/**
 * The privacy page's account of product analytics, and the switch that turns it off for this
 * browser (remembered in local storage). A browser that sends Do Not Track or Global Privacy
 * Control is never counted, and is told so instead of being offered the switch.
 */
import { SwitchField } from '@/components/ui/switch-field';
import { setAnalyticsOptOut, useAnalyticsConsent } from '@/lib/analytics/analytics-consent';

export function UsageCounting() {
  const consent = useAnalyticsConsent();
  return (
    <>
      <h2 id="usage-counting">How we count use of the app</h2>
      <p>
        To learn which screens and features help travellers, the app counts, without cookies and without any identifier:
      </p>
      <ul>
        <li>
          which <em>kind</em> of page was opened, such as &ldquo;a destination page&rdquo; or &ldquo;a search&rdquo;,
          never which destination, what you searched for or the address of the page;
        </li>
        <li>
          clicks on a few named buttons, such as &ldquo;save destination&rdquo; or &ldquo;call an emergency
          number&rdquo;, never what you typed;
        </li>
        <li>how far down a page was scrolled, in quarters;</li>
        <li>
          whether someone who searched went on to open a destination and save it, decided in your browser for the tab
          you are using, so that only &ldquo;this step was reached&rdquo; is sent.
        </li>
      </ul>
      <p>
        Each of these is kept with the day it happened, not the time. They are sent without your account, your IP
        address or any identifier, so they cannot be linked to you or to each other. Your browser also keeps its last
        hundred of them in its own storage, where only you can see them.
      </p>
      {consent === 'browser-signal' ? (
        <p className="privacy-signal" role="status">
          Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so SafeTrails counts
          nothing here.
        </p>
      ) : (
        <SwitchField
          label="Count my use of SafeTrails"
          description="Turn this off and this browser sends nothing. We remember your choice in this browser."
          name="usage-counting"
          checked={consent === 'counted'}
          onChange={(counted) => setAnalyticsOptOut(!counted)}
        />
      )}
    </>
  );
}
