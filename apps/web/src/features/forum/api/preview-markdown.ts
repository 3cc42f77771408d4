/**
 * `POST /api/forum/preview`: the Markdown rendered and sanitised by the same server code as a
 * published post, for the Preview tab. The browser never turns Markdown into HTML itself.
 */
import { useQuery } from '@tanstack/react-query';
import type { MarkdownPreview } from '@safetrails/contracts';
import { apiPost } from '@/lib/api-client';

/** Not keyed by the forum projection: a preview depends on the text alone, not on the read model. */
export function useMarkdownPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: ['forum-preview', content],
    queryFn: ({ signal }) => apiPost<MarkdownPreview>('/api/forum/preview', { body: { content }, signal }),
    enabled: enabled && content.trim() !== '',
    staleTime: Infinity,
    retry: false,
  });
}
