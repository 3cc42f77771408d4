/**
 * Whether this browser may be counted: not when it signals Do Not Track or Global Privacy Control,
 * and not when the person switched counting off on the privacy page (remembered in this browser).
 */
import { useSyncExternalStore } from 'react';

const OPT_OUT_KEY = 'safetrails.analytics.optOut';
const listeners = new Set<() => void>();

interface PrivacySignals {
  readonly doNotTrack?: string | null;
  readonly globalPrivacyControl?: boolean;
}

/** Do Not Track (`navigator.doNotTrack`, or the older `window.doNotTrack`) or Global Privacy Control. */
export function privacySignalled(): boolean {
  const browser = navigator as Navigator & PrivacySignals;
  const legacy = (window as Window & { doNotTrack?: string | null }).doNotTrack;
  return browser.doNotTrack === '1' || legacy === '1' || browser.globalPrivacyControl === true;
}

function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function analyticsAllowed(): boolean {
  return !privacySignalled() && !optedOut();
}

export function setAnalyticsOptOut(optOut: boolean): void {
  try {
    if (optOut) localStorage.setItem(OPT_OUT_KEY, 'true');
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

export type AnalyticsConsent = 'counted' | 'opted-out' | 'browser-signal';

function consent(): AnalyticsConsent {
  if (privacySignalled()) return 'browser-signal';
  return optedOut() ? 'opted-out' : 'counted';
}

/** The privacy page's switch: whether this browser is counted, and why not. */
export function useAnalyticsConsent(): AnalyticsConsent {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    consent,
    () => 'counted',
  );
}
