/** A government's normalised level as a coloured badge: 1 green to 4 red, with its words. */
import type { AdvisoryLevel } from '@safetrails/contracts';
import { levelLabel } from '../lib/advisory-text';

export function AdvisoryLevelBadge({ level }: { readonly level: AdvisoryLevel | null }) {
  return <span className={`advisory-badge advisory-badge-${level ?? 'none'}`}>{levelLabel(level)}</span>;
}
