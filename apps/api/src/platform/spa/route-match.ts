/**
 * Matching a page's path against the web app's route patterns (`/destination/:id`), shared by the
 * route preloads and the page heads: the path's segments decoded, each `:name` taking one segment.
 */

export const splitPath = (value: string) => value.split('/').filter((segment) => segment !== '');

/** The path's segments, decoded; null when one is malformed (`%E0%A4%A`). */
export function decodedSegments(pathname: string): string[] | null {
  try {
    return splitPath(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The route's parameters when the segments match its pattern (`*` matches anything), else null. */
export function matchSegments(pattern: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length === 1 && pattern[0] === '*') return {};
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = segments[index]!;
    else if (part !== segments[index]) return null;
  }
  return params;
}
