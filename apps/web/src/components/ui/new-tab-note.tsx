/**
 * What a screen reader hears after a link that opens in a new tab: "(U.S. Department of State,
 * opens in a new tab)", or "(opens in a new tab)" where the link names no source. Hidden on screen.
 */
import { useIntl } from 'react-intl';

const GAP = ' ';

export function NewTabNote({ organisation }: { readonly organisation?: string }) {
  const intl = useIntl();
  return (
    <span className="visually-hidden">
      {GAP}
      {organisation === undefined
        ? intl.formatMessage({ id: 'link.newTab', defaultMessage: '(opens in a new tab)' })
        : intl.formatMessage(
            { id: 'fact.newTab', defaultMessage: '({organisation}, opens in a new tab)' },
            { organisation },
          )}
    </span>
  );
}
