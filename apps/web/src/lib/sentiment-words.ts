/** How travellers' mentions of a place read in the page's language: "very safe", "moderately safe", "less safe". */
import { sentimentWording } from '@safetrails/scoring';
import type { IntlShape } from 'react-intl';

/** Sentiment wording: positive 80+ 'very safe', 60-79 'moderately safe', below 60 'less safe'. */
export function sentimentText(intl: IntlShape, positivePercent: number): string {
  return intl.formatMessage(
    {
      id: 'score.sentiment',
      defaultMessage: '{wording, select, very_safe {very safe} moderately_safe {moderately safe} other {less safe}}',
    },
    { wording: sentimentWording(positivePercent).toLowerCase().replace(/ /g, '_') },
  );
}
