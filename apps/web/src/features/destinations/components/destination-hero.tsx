/** The top of a destination's page: its picture, name and country, the safety score with its freshness, and save, share and the printable report. */
import { recordAction } from '@/lib/analytics/tracker';
import { pageAddress, sharePage } from '@/lib/share';
import { toast } from '@/lib/toast';
import '@/styles/destinations.css';
import { type DestinationDetail, type PageSummary } from '@safetrails/contracts';
import { advisedBand, safetyLevelLabel } from '@safetrails/scoring';
import { Compass, Download, Share2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '@/i18n/use-country-name';
import { Link } from 'react-router-dom';
import { DestinationImage } from './destination-image';
import { SaveButton, type Viewer } from './save-button';
import { ScoreFreshness } from './score-freshness';
import { useLocale } from '@/i18n/i18n-provider';

/** Spacing, not a word: the same in every language. */
const GAP = ' ';
const SEPARATOR = ', ';
const SCALE = '/100';

export function DestinationHero({
  destination,
  viewer,
  summary,
}: {
  readonly destination: DestinationDetail;
  readonly viewer: Viewer;
  readonly summary: PageSummary;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const countryName = useCountryName();
  const score = destination.safetyScore;
  const onShare = async () => {
    try {
      const outcome = await sharePage(summary, `/destination/${destination.id}`, locale);
      if (outcome !== 'cancelled') recordAction('share-destination');
      if (outcome === 'copied')
        toast.success(intl.formatMessage({ id: 'destination.share.copied', defaultMessage: 'Link copied' }), {
          description: intl.formatMessage({
            id: 'destination.share.copiedText',
            defaultMessage: 'Paste it anywhere to share this destination.',
          }),
        });
    } catch {
      toast.error(intl.formatMessage({ id: 'destination.share.failed', defaultMessage: 'Could not share' }), {
        description: intl.formatMessage(
          { id: 'destination.share.failedText', defaultMessage: 'Copy this address instead: {address}' },
          { address: pageAddress(`/destination/${destination.id}`, locale) },
        ),
      });
    }
  };

  return (
    <header className="destination-hero" data-testid="destination-hero">
      <DestinationImage
        className="destination-hero-image"
        src={destination.image}
        alt={intl.formatMessage(
          { id: 'place.inCountry', defaultMessage: '{name}, {country}' },
          { name: destination.name, country: countryName(destination.countryCode, destination.country) },
        )}
        critical
        placeholderIcon={false}
      />
      <div className="container destination-hero-inner">
        <div>
          <p className="eyebrow">
            <Compass aria-hidden="true" size={14} />
            <FormattedMessage id="destination.eyebrow" defaultMessage="Destination" />
          </p>
          <h1 id="destination-name">{destination.name}</h1>
          <p className="destination-hero-country">
            {destination.admin1 && destination.admin1 !== destination.name && (
              <>
                {destination.admin1}
                {SEPARATOR}
              </>
            )}
            <Link to={`/country/${destination.countryCode}`}>
              {countryName(destination.countryCode, destination.country)}
            </Link>
          </p>
          {score === null ? (
            <p className="destination-hero-unrated" data-testid="destination-score">
              <FormattedMessage
                id="destination.unrated"
                defaultMessage="Not rated yet — <link>be the first to rate it</link>"
                values={{ link: (chunks: ReactNode[]) => <Link to="/dashboard">{chunks}</Link> }}
              />
            </p>
          ) : (
            <p className="destination-hero-score" data-testid="destination-score">
              <span className="destination-hero-score-number">
                {score}
                <span className="visually-hidden">
                  {GAP}
                  <FormattedMessage id="destination.outOf100" defaultMessage="out of 100" />
                </span>
              </span>
              <span aria-hidden="true">{SCALE}</span>
              <span className={`score-badge score-badge-${advisedBand(score, destination.localAdvice.highestLevel)}`}>
                <FormattedMessage
                  id="destination.band"
                  defaultMessage="{band, select, High {High safety} Medium {Medium safety} other {Low safety}}"
                  values={{ band: safetyLevelLabel(score, destination.localAdvice.highestLevel) }}
                />
              </span>
            </p>
          )}
          <ScoreFreshness provenance={destination.provenance} />
        </div>
        <div className="destination-actions">
          <SaveButton
            viewer={viewer}
            itemType="destination"
            itemId={destination.id}
            name={destination.name}
            className="btn btn-accent"
          />
          <button type="button" className="btn btn-ghost" onClick={() => void onShare()}>
            <Share2 aria-hidden="true" size={18} />
            <FormattedMessage id="destination.share" defaultMessage="Share" />
          </button>
          <Link to={`/destination/${destination.id}/report?print=1`} className="btn btn-ghost">
            <Download aria-hidden="true" size={18} />
            <FormattedMessage id="destination.report" defaultMessage="Download Report" />
          </Link>
        </div>
      </div>
    </header>
  );
}
