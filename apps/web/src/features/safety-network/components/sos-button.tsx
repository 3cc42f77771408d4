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
  // Its name is the word she sees ("SOS", as voice control and a screen reader say it); what it does
  // is its description (the title, read after the name).
  const description = intl.formatMessage({
    id: 'safetyBar.sos.label',
    defaultMessage: 'SOS: tell your trusted contacts now',
  });
  return (
    <>
      <button
        type="button"
        className="sos-button"
        aria-haspopup="dialog"
        data-testid="sos-button"
        title={description}
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
