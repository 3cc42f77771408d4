/** A government's normalised level as a coloured badge: 1 green to 4 red, with its words. */
import type { AdvisoryLevel } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { levelName } from '@/lib/advisory-words';

export function AdvisoryLevelBadge({ level }: { readonly level: AdvisoryLevel | null }) {
  const intl = useIntl();
  return <span className={`advisory-badge advisory-badge-${level ?? 'none'}`}>{levelName(intl, level)}</span>;
}
