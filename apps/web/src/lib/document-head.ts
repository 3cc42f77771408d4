/**
 * Page metadata a route owns while it is shown: the meta description and JSON-LD structured data.
 * Both are restored or removed when the route unmounts, so the next page never inherits them.
 * (Titles are set per route from the route table; see app/document-title.tsx.)
 */
import { useEffect } from 'react';

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
