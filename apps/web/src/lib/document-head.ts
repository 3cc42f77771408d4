/**
 * Page metadata a route owns while it is shown: the meta description and JSON-LD structured data.
 * Both are restored or removed when the route unmounts, so the next page never inherits them.
 * Titles are set per route from the route table (app/root-layout.tsx); a page built from data (a
 * city, a country) names itself with `usePageTitle`, as the server's head does.
 */
import { useEffect } from 'react';
import { SITE_NAME } from '@safetrails/contracts';

/** The page's own title, once its data is here: it runs after the route's title (a layout effect). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}

export function useMetaDescription(content: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}

/** `data` must be stable (a module constant or memoised), or the script is rewritten each render. */
export function useJsonLd(data: object): void {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
