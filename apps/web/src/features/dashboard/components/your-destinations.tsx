/**
 * 'Your Destinations' (spec part 1 "Dashboard"): the destinations the traveller saved, or the
 * featured ones when they have saved none (or are not signed in), each with a coloured score dot and
 * a score badge. Choosing one selects it for the panels beside.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FeaturedDestination, SavedItemView } from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { useCountryName } from '@/i18n/use-country-name';
import type { DashboardAccess } from '../lib/access';
import { QueryState } from './query-state';

export interface DestinationChoice {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  /** Where known, so the country is named in the page's language. */
  readonly countryCode?: string;
  readonly safetyScore: number | null;
}

interface YourDestinationsProps {
  readonly access: DashboardAccess;
  readonly saved: UseQueryResult<SavedItemView[]>;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
  readonly selectedId: number;
  readonly onSelect: (id: number) => void;
}

export function YourDestinations({ access, saved, featured, selectedId, onSelect }: YourDestinationsProps) {
  const intl = useIntl();
  const savedDestinations = access === 'beta' ? savedDestinationChoices(saved.data) : [];
  const showSaved = savedDestinations.length > 0;

  return (
    <section className="card dashboard-side-card" aria-labelledby="your-destinations-title">
      <h2 id="your-destinations-title" className="dash-side-card-title">
        <FormattedMessage id="dashboard.yours" defaultMessage="Your Destinations" />
      </h2>
      <p className="dash-side-card-note">
        <FormattedMessage
          id="dashboard.yours.note"
          defaultMessage="{shown, select, saved {The destinations you saved.} beta {Featured destinations. Save a destination and it is listed here.} other {Featured destinations.}}"
          values={{ shown: showSaved ? 'saved' : access === 'beta' ? 'beta' : 'featured' }}
        />
      </p>
      {showSaved ? (
        <ChoiceList choices={savedDestinations} selectedId={selectedId} onSelect={onSelect} />
      ) : (
        <QueryState
          query={featured}
          loadingLabel={intl.formatMessage({
            id: 'dashboard.loading.destinations',
            defaultMessage: 'Loading destinations…',
          })}
        >
          {(destinations) => <ChoiceList choices={destinations} selectedId={selectedId} onSelect={onSelect} />}
        </QueryState>
      )}
    </section>
  );
}

export function savedDestinationChoices(saved: readonly SavedItemView[] | undefined): DestinationChoice[] {
  return (saved ?? [])
    .filter((item) => item.itemType === 'destination')
    .map((item) => ({ id: item.itemId, name: item.name, country: item.countryOrArea, safetyScore: item.safetyScore }));
}

function ChoiceList({
  choices,
  selectedId,
  onSelect,
}: {
  readonly choices: readonly DestinationChoice[];
  readonly selectedId: number;
  readonly onSelect: (id: number) => void;
}) {
  const countryName = useCountryName();
  return (
    <ul className="dash-destination-choices">
      {choices.map((choice) => (
        <li key={choice.id}>
          <button
            type="button"
            className="dash-destination-choice"
            aria-pressed={choice.id === selectedId}
            onClick={() => onSelect(choice.id)}
          >
            <ScoreDot score={choice.safetyScore} />
            <span className="dash-destination-choice-name">
              {choice.name}
              <span className="dash-destination-choice-country">
                {choice.countryCode ? countryName(choice.countryCode, choice.country) : choice.country}
              </span>
            </span>
            <ScoreBadge score={choice.safetyScore} />
          </button>
        </li>
      ))}
    </ul>
  );
}
