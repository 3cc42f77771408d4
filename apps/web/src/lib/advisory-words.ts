/**
 * The governments' levels in the page's language: a level's name as the glossary gives it
 * (docs/I18N.md) and the median of the levels in words.
 */
import type { AdvisoryLevel } from '@safetrails/contracts';
import { defineMessages, type IntlShape } from 'react-intl';

const LEVELS = defineMessages({
  '1': { id: 'advisory.level.1', defaultMessage: 'Level 1: Normal precautions' },
  '2': { id: 'advisory.level.2', defaultMessage: 'Level 2: Increased caution' },
  '3': { id: 'advisory.level.3', defaultMessage: 'Level 3: Reconsider travel' },
  '4': { id: 'advisory.level.4', defaultMessage: 'Level 4: Do not travel' },
});

/** "Level 4: Do not travel", "No country-wide level": one plain message each, returned as it is. */
export function levelName(intl: IntlShape, level: AdvisoryLevel | null): string {
  return level === null
    ? intl.formatMessage({ id: 'advisory.level.none', defaultMessage: 'No country-wide level' })
    : intl.formatMessage(LEVELS[level]);
}

/** "level 2", "level 2.5 (between levels 2 and 3)". */
export function medianLine(intl: IntlShape, median: number): string {
  return intl.formatMessage(
    {
      id: 'advisory.median',
      defaultMessage:
        '{whole, select, yes {level {median, number}} other {level {median, number} (between levels {low, number} and {high, number})}}',
    },
    { whole: Number.isInteger(median) ? 'yes' : 'no', median, low: Math.floor(median), high: Math.ceil(median) },
  );
}
