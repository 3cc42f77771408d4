/**
 * SOS, on every page of a signed-in traveller: the button is here; its dialog (what is sent, the five
 * seconds to cancel, then the numbers to call) loads when she presses it. It never sends without her.
 */
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Siren } from 'lucide-react';

const SosDialog = lazy(() => import('./sos-dialog'));

export function SosButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing it gives her focus back to the button.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sos-button"
        aria-haspopup="dialog"
        data-testid="sos-button"
        aria-label={intl.formatMessage({
          id: 'safetyBar.sos.label',
          defaultMessage: 'SOS: tell your trusted contacts now',
        })}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Siren aria-hidden="true" size={18} />
        {intl.formatMessage({ id: 'safetyBar.sos', defaultMessage: 'SOS' })}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <SosDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
