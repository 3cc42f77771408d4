/*
 * Chromium's first Intl.NumberFormat, DateTimeFormat or RelativeTimeFormat in a page's process
 * loads ICU's locale data: about 50 ms on this project's test machine, four times that on a
 * mid-range phone, and the app's first render is where it happens (react-intl checks the language
 * with Intl.NumberFormat.supportedLocalesOf, then every number and date is formatted through Intl).
 * The page's head loads this script without waiting for it; it starts itself again as a worker,
 * which loads the same data on another thread while the app's scripts download. The data is the
 * process's, so the app's first formatter is then ready at once (measured in docs/BENCHMARKS.md (g)).
 * A browser that keeps ICU's data per thread loses only the worker's few milliseconds. A static
 * file, because the content security policy allows no inline script.
 */
/* global self, document, Worker */
(function warmIntl() {
  if (typeof document === 'undefined') {
    var language = self.name || 'en';
    try {
      new Intl.NumberFormat(language).format(1234.5);
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(0);
      new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
      new Intl.PluralRules(language).select(1);
    } finally {
      self.close();
    }
    return;
  }
  var script = document.currentScript;
  if (!script || typeof Worker === 'undefined') return;
  try {
    new Worker(script.src, { name: document.documentElement.lang || 'en' });
  } catch {
    // A page that may not start workers formats on its own thread, as without this script.
  }
})();
