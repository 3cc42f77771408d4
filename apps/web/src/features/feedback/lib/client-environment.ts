/**
 * What a bug report fills in by itself (spec part 2 "Bug report": browser, device and url from the
 * user agent and the current address on load), in words a person reads, e.g. "Chrome 126" and
 * "Desktop (Linux)". The raw user agent still travels in the report's metadata.
 */

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:\.\d+)*.*Safari\//],
];

export function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown browser';
}

export function deviceOf(userAgent: string): string {
  const system = systemOf(userAgent);
  if (/iPad|Tablet/i.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) {
    return `Tablet (${system})`;
  }
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return `Mobile (${system})`;
  return `Desktop (${system})`;
}

function systemOf(userAgent: string): string {
  if (/Android/.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'unknown system';
}
