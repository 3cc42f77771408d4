/**
 * Counts the page being viewed (by its route pattern), how far it is scrolled, and clicks on
 * elements named with `data-analytics`; sends what waits when the page is hidden or the connection
 * returns. Mounted once, in the root layout. The view is counted when the browser is idle (the
 * count reads and writes the browser's storage, which is slow the first time on a page), or at once
 * when the reader scrolls, clicks, hides the page or leaves it first.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ScrollDepth } from '@safetrails/contracts';
import { useRoutePattern } from '../../app/route-handle';
import { whenIdle, type IdleWork } from '../when-idle';
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
  /** The page view not counted yet: an action on the page counts it first, so it names this page. */
  const view = useRef<IdleWork | null>(null);

  // One view per address shown: /destination/1 then /destination/2 are two views of one pattern.
  useEffect(() => {
    if (!route) return;
    const counted = whenIdle(() => recordPageView(route));
    view.current = counted;
    const reached = new Set<ScrollDepth>();
    const measure = () => {
      counted.now();
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
      counted.now();
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
      if (!isAnalyticsAction(action)) return;
      view.current?.now();
      recordAction(action);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flushAnalytics);
    window.addEventListener('online', flushAnalytics);
    // Batches left over from an earlier visit (offline then) go once the page is drawn.
    const leftOver = whenIdle(sendWaitingBatches);
    return () => {
      leftOver.cancel();
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flushAnalytics);
      window.removeEventListener('online', flushAnalytics);
    };
  }, []);
}
