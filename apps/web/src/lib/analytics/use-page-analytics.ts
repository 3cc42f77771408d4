/**
 * Counts the page being viewed (by its route pattern), how far it is scrolled, and clicks on
 * elements named with `data-analytics`; sends what waits when the page is hidden or the connection
 * returns. Mounted once, in the root layout.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScrollDepth } from '@safetrails/contracts';
import { useRoutePattern } from '../../app/route-handle';
import { depthsReached } from './scroll-depth';
import {
  flushAnalytics,
  isAnalyticsAction,
  isAnalyticsRoute,
  recordAction,
  recordPageView,
  recordScrollDepth,
  sendWaitingBatches,
} from './tracker';

export function usePageAnalytics(): void {
  const { pathname } = useLocation();
  const pattern = useRoutePattern();
  const route = isAnalyticsRoute(pattern) ? pattern : null;

  // One view per address shown: /destination/1 then /destination/2 are two views of one pattern.
  useEffect(() => {
    if (!route) return;
    recordPageView(route);
    const reached = new Set<ScrollDepth>();
    const measure = () => {
      const depths = depthsReached(window.scrollY + window.innerHeight, document.documentElement.scrollHeight);
      for (const depth of depths) {
        if (reached.has(depth)) continue;
        reached.add(depth);
        recordScrollDepth(route, depth);
      }
    };
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    // What was on screen counts too, measured while this page is still the one shown: when the
    // reader scrolls, clicks (a link away, say) or hides the tab.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') measure();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', measure, { capture: true });
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', measure, { capture: true });
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [pathname, route]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const named = event.target instanceof Element ? event.target.closest('[data-analytics]') : null;
      const action = named?.getAttribute('data-analytics');
      if (isAnalyticsAction(action)) recordAction(action);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flushAnalytics);
    window.addEventListener('online', flushAnalytics);
    // Batches left over from an earlier visit (offline then) go now.
    sendWaitingBatches();
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flushAnalytics);
      window.removeEventListener('online', flushAnalytics);
    };
  }, []);
}
