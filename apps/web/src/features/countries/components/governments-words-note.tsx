/**
 * Said once on a page in another language than English: the governments' words are shown as they
 * wrote them, in English, and we never translate them (docs/I18N.md).
 */
import { useIntl } from 'react-intl';

export function GovernmentsWordsNote() {
  const intl = useIntl();
  if (intl.locale === 'en') return null;
  return (
    <p className="muted governments-words-note" data-testid="governments-words-note">
      {intl.formatMessage({
        id: 'advisory.wordsNote',
        defaultMessage:
          "The governments' words are shown as they wrote them, in English: we do not translate them, by machine or otherwise.",
      })}
    </p>
  );
}
