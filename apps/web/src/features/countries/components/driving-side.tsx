/**
 * The side of the road as a dataset gives it, for every country (docs/TRAVELLERS.md "Getting
 * around"): that dataset's fact, with its licence, its own source and date, never a government's.
 * Where a government states the side, its words lead (the topic's item) and this line only says
 * whether the dataset agrees; a disagreement is shown, not settled.
 */
import { ExternalLink } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADVISORY_SOURCE_INFO, type DrivingSideFact } from '@safetrails/contracts';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { useDay } from '@/i18n/use-day';
import { readingText, topicName } from '../lib/guide-text';

const GAP = ' ';
const DOT = ' · ';

/** The dataset's page, opened in a new tab. */
function DatasetLink({ fact }: { readonly fact: DrivingSideFact }) {
  const intl = useIntl();
  return (
    <a href={fact.url} target="_blank" rel="noopener noreferrer">
      <ExternalLink aria-hidden="true" size={12} />
      {GAP}
      {intl.formatMessage({ id: 'guide.side.theDataset', defaultMessage: 'the dataset' })}
      <NewTabNote organisation={fact.organisation} />
    </a>
  );
}

export function DrivingSide({ fact, stated }: { readonly fact: DrivingSideFact; readonly stated: boolean }) {
  const intl = useIntl();
  const day = useDay();
  const reading = readingText(intl, { topic: 'driving_side', value: fact.side })!;
  const values = {
    dataset: fact.dataset,
    licence: fact.licence,
    basedOn: new URL(fact.basedOn).hostname,
    date: day(fact.asOf),
  };
  if (!stated) {
    return (
      <div className="guide-side" data-testid="driving-side" data-side={fact.side}>
        <p>
          <strong>
            <FormattedMessage
              id="common.labelColon"
              defaultMessage="{label}:"
              values={{ label: topicName(intl, 'driving_side') }}
            />
          </strong>
          {GAP}
          {reading}
        </p>
        <p className="fact-attribution muted">
          {intl.formatMessage(
            {
              id: 'guide.side.dataset',
              defaultMessage: "{dataset} ({licence}), from {basedOn} of {date}: a dataset's fact, not a government's",
            },
            values,
          )}
          {DOT}
          <DatasetLink fact={fact} />
        </p>
      </div>
    );
  }
  return (
    <p className="muted guide-side-dataset" data-testid="driving-side-dataset" data-side={fact.side}>
      {fact.disagreeing.length === 0
        ? intl.formatMessage(
            {
              id: 'guide.side.agrees',
              defaultMessage: '{dataset} ({licence}, from {basedOn} of {date}) gives the same side.',
            },
            values,
          )
        : intl.formatMessage(
            {
              id: 'guide.side.disagrees',
              defaultMessage:
                '{dataset} ({licence}, from {basedOn} of {date}) says: {reading}, unlike {governments}. Both are shown; check locally.',
            },
            {
              ...values,
              reading,
              governments: intl.formatList(fact.disagreeing.map((source) => ADVISORY_SOURCE_INFO[source].organisation)),
            },
          )}
      {GAP}
      <DatasetLink fact={fact} />
    </p>
  );
}
