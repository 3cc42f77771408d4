/**
 * When an official alert's event happened, in the traveller's own time and in the place's: "22 Oct
 * 2019, 16:15 your time · 11:15 in Guayaquil time (America/Guayaquil)". The place's zone comes with
 * the alert (from its point); a whole-country alert has none and shows the traveller's time only.
 */
export function officialTimes(
  at: string,
  placeTimeZone: string | null | undefined,
  viewerTimeZone?: string,
  /** The page's language; English reads as British English ("22 Oct 2019, 16:15"). */
  locale = 'en-GB',
): { readonly yours: string; readonly place: string | null } {
  const format = (timeZone: string | undefined) =>
    new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const yours = format(viewerTimeZone);
  if (!placeTimeZone) return { yours, place: null };
  try {
    return { yours, place: format(placeTimeZone) };
  } catch {
    // A zone this browser does not know: the traveller's time alone.
    return { yours, place: null };
  }
}

/** "America/Guayaquil" → "Guayaquil"; "Etc/GMT+5" stays as it is. */
export function zoneName(timeZone: string): string {
  if (timeZone.startsWith('Etc/')) return timeZone.slice('Etc/'.length);
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
