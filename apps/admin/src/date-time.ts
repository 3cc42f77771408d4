/** How the console shows an instant: short enough for a table cell, in the reader's time zone. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
