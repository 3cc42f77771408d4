/**
 * Whether the first view is done: the page has loaded, a few seconds have passed and the browser
 * is idle. For work a traveller does not wait for, such as installing the service worker, whose
 * precache (every screen's code, about 500 KB compressed) would otherwise share a slow phone
 * connection and its main thread with the page being opened.
 */
import { useEffect, useState } from 'react';
import { whenIdle, type IdleWork } from './when-idle';

const AFTER_LOAD_MS = 3_000;

export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    let idle: IdleWork | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => {
        idle = whenIdle(() => setSettled(true), { timeoutMs: AFTER_LOAD_MS });
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      idle?.cancel();
    };
  }, []);

  return settled;
}
