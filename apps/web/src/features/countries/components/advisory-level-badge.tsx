/** A government's normalised level as a coloured badge: 1 green to 4 red, with its words. */
import type { AdvisoryLevel } from '@safetrails/contracts';
import { useIntl } from 'react-intl';

export function AdvisoryLevelBadge({ level }: { readonly level: AdvisoryLevel | null }) {
  const intl = useIntl();
  return (
    <span className={`advisory-badge advisory-badge-${level ?? 'none'}`}>
      {level === null
        ? intl.formatMessage({ id: 'advisory.level.none', defaultMessage: 'No country-wide level' })
        : intl.formatMessage(
            {
              id: 'advisory.level',
              defaultMessage:
                'Level {level}: {level, select, 1 {Normal precautions} 2 {Increased caution} 3 {Reconsider travel} other {Do not travel}}',
            },
            { level },
          )}
    </span>
  );
}
