/**
 * The header's safety controls, for a signed-in traveller with beta access (docs/SAFETY-NETWORK.md):
 * "I'm OK" while a check-in is planned, and SOS on every page. The SOS dialog shows the local
 * emergency numbers as the country pages draw them; both load only when she presses SOS.
 */
import { lazy, Suspense } from 'react';
import { ImOkButton } from '@/features/safety-network/components/im-ok-button';
import { SosButton } from '@/features/safety-network/components/sos-button';
import { SosNumbersContext, type NumbersFor } from '@/features/safety-network/components/sos-numbers';
import '@/styles/safety-bar.css';

const CountryNumbers = lazy(() => import('./sos-country-numbers'));

const numbersFor: NumbersFor = (code, name) => (
  <Suspense fallback={null}>
    <CountryNumbers code={code} name={name} />
  </Suspense>
);

export function HeaderSafety() {
  return (
    <SosNumbersContext.Provider value={numbersFor}>
      <div className="header-safety">
        <ImOkButton />
        <SosButton />
      </div>
    </SosNumbersContext.Provider>
  );
}
