/**
 * The contributor badge of the dashboard's safety profile (spec part 1 shows a static "Silver
 * Contributor"), earned from a traveller's real contributions: ratings, tips and neighbourhood
 * reports each count one. Tiers: Bronze from the first contribution, Silver from 5, Gold from 20.
 */
import type { IntlShape } from 'react-intl';

export type ContributorTier = 'none' | 'bronze' | 'silver' | 'gold';

interface Tier {
  readonly tier: ContributorTier;
  readonly label: string;
  /** Contributions needed to reach it. */
  readonly from: number;
}

export const CONTRIBUTOR_TIERS: readonly Tier[] = [
  { tier: 'none', label: 'New Traveler', from: 0 },
  { tier: 'bronze', label: 'Bronze Contributor', from: 1 },
  { tier: 'silver', label: 'Silver Contributor', from: 5 },
  { tier: 'gold', label: 'Gold Contributor', from: 20 },
];

export interface ContributorBadge {
  readonly tier: ContributorTier;
  readonly label: string;
  readonly contributions: number;
  /** The next tier and how many more contributions reach it; null at the top. */
  readonly next: { readonly tier: ContributorTier; readonly label: string; readonly remaining: number } | null;
}

export function contributorBadge(contributions: number): ContributorBadge {
  const count = Math.max(0, Math.floor(contributions));
  // The tiers are in ascending order and the first starts at 0, so one always matches.
  const index = CONTRIBUTOR_TIERS.findLastIndex(({ from }) => count >= from);
  const current = CONTRIBUTOR_TIERS[index];
  const next = CONTRIBUTOR_TIERS.at(index + 1);
  return {
    tier: current.tier,
    label: current.label,
    contributions: count,
    next: next ? { tier: next.tier, label: next.label, remaining: next.from - count } : null,
  };
}

/** A tier's name in the page's language: "Bronze Contributor". */
export function tierName(intl: IntlShape, tier: ContributorTier): string {
  return intl.formatMessage(
    {
      id: 'dashboard.tier',
      defaultMessage:
        '{tier, select, bronze {Bronze Contributor} silver {Silver Contributor} gold {Gold Contributor} other {New Traveler}}',
    },
    { tier },
  );
}
