/**
 * What the governments' pages say a traveller needs on the ground (docs/TRAVELLERS.md "Before you
 * go"): "Laws that catch visitors out" and "Health", collapsed with the lines that cannot wait (a
 * death or life sentence for drugs, a certificate needed to enter) shown at once; and the
 * governments' words on getting around for the Transportation tab. All come with the country's record,
 * so a saved city brings them offline.
 */
import { Bus, HeartPulse, Scale, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { CountryDetail, CountryGuideSection } from '@safetrails/contracts';
import { useCountryPanel } from '../api/get-country';
import { criticalLines } from '../lib/guide-text';
import { Attribution, Words } from './fact-source';
import { useCountryName } from '@/i18n/use-country-name';
import { DrivingSide } from './driving-side';
import { GuidePages, TopicItem, Unstated } from './guide-topics';

const PANEL = { laws: Scale, health: HeartPulse } as const;
const GAP = ' ';

function GuidePanel({
  kind,
  section,
  name,
  open = false,
}: {
  readonly kind: 'laws' | 'health';
  readonly section: CountryGuideSection | null;
  readonly name: string;
  readonly open?: boolean;
}) {
  const intl = useIntl();
  const Icon = PANEL[kind];
  const title = intl.formatMessage(
    { id: 'guide.panel', defaultMessage: '{kind, select, laws {Laws that catch visitors out} other {Health}}' },
    { kind },
  );
  const id = `guide-${kind}-title`;
  if (!section) {
    return (
      <section className="card guide-panel" aria-labelledby={id} data-testid={`guide-${kind}`}>
        <h2 id={id}>
          <Icon aria-hidden="true" size={20} />
          {GAP}
          {title}
        </h2>
        <p className="muted">
          {intl.formatMessage(
            { id: 'guide.noPage', defaultMessage: 'No government we follow has a page on this for {country}.' },
            { country: name },
          )}
        </p>
      </section>
    );
  }
  const critical = criticalLines(intl, section.topics);
  return (
    <section className="card guide-panel" aria-labelledby={id} data-testid={`guide-${kind}`}>
      <h2 id={id}>
        <Icon aria-hidden="true" size={20} />
        {GAP}
        {title}
      </h2>
      {critical.length > 0 && (
        <ul
          className="guide-critical"
          aria-label={intl.formatMessage({ id: 'guide.readFirst', defaultMessage: 'Read this first' })}
        >
          {critical.map((line) => (
            <li key={line.key}>
              <TriangleAlert aria-hidden="true" size={16} />
              {GAP}
              <strong>{line.text}</strong>
              <span className="muted">
                {intl.formatMessage(
                  { id: 'guide.says', defaultMessage: ', says {who}' },
                  {
                    who: intl.formatList([...new Set(line.statements.map((statement) => statement.organisation))], {
                      type: 'conjunction',
                    }),
                  },
                )}
              </span>
              {line.statements.map((statement) => (
                <div key={statement.source}>
                  <Words words={statement.words.slice(0, 1)} cite={statement.url} />
                  <Attribution fact={statement} />
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <details className="guide-details" open={open}>
        <summary>
          {section.topics.length === 0
            ? intl.formatMessage(
                { id: 'guide.pagesSay', defaultMessage: "What the governments' pages say ({count, number})" },
                { count: section.pages.length },
              )
            : intl.formatMessage(
                {
                  id: 'guide.topics',
                  defaultMessage: 'What the governments say: {count, plural, one {# topic} other {# topics}}',
                },
                { count: section.topics.length },
              )}
        </summary>
        <ul className="guide-topics">
          {section.topics.map((view) => (
            <TopicItem key={`${view.lead.topic}-${view.offence ?? ''}`} view={view} />
          ))}
        </ul>
        <Unstated section={section} name={name} />
        <GuidePages section={section} />
      </details>
    </section>
  );
}

export function LawsAndHealthPanels({ country, name }: { readonly country: CountryDetail; readonly name: string }) {
  return (
    <>
      <GuidePanel kind="laws" section={country.laws ?? null} name={name} />
      <GuidePanel kind="health" section={country.health ?? null} name={name} />
    </>
  );
}

/** On a city page: the country's panels, once its record is here. */
export function CityLawsAndHealth({ code, name: englishName }: { readonly code: string; readonly name: string }) {
  const name = useCountryName()(code, englishName);
  const { data: country } = useCountryPanel(code);
  if (!country) return null;
  return <LawsAndHealthPanels country={country} name={name} />;
}

/** The Transportation tab's part: the side of the road first, then each topic the governments state. */
export function TransportGuide({ code, name: englishName }: { readonly code: string; readonly name: string }) {
  const intl = useIntl();
  const name = useCountryName()(code, englishName);

  const { query, data: country } = useCountryPanel(code);
  const section = country?.transport ?? null;
  if (!country)
    return query.isPending || query.data ? (
      <p className="muted">{intl.formatMessage({ id: 'guide.loading', defaultMessage: 'Loading…' })}</p>
    ) : null;
  if (!section)
    return (
      <p className="muted">
        {intl.formatMessage(
          {
            id: 'guide.transport.none',
            defaultMessage: 'No government we follow writes about getting around {country}.',
          },
          { country: name },
        )}
      </p>
    );
  const side = section.topics.find((view) => view.lead.topic === 'driving_side');
  return (
    <div className="guide-transport" data-testid="guide-transport">
      <h3 className="panel-subtitle">
        <Bus aria-hidden="true" size={16} />
        {GAP}
        {intl.formatMessage(
          { id: 'guide.transport.title', defaultMessage: 'What the governments say about getting around {country}' },
          { country: name },
        )}
      </h3>
      {!side && !section.drivingSide && (
        <p className="muted guide-side" data-testid="driving-side">
          {intl.formatMessage(
            {
              id: 'guide.transport.noSide',
              defaultMessage: 'No government we follow says which side of the road traffic keeps to in {country}.',
            },
            { country: name },
          )}
        </p>
      )}
      {!side && section.drivingSide && <DrivingSide fact={section.drivingSide} stated={false} />}
      {section.pages.length === 0 && (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'guide.transport.none',
              defaultMessage: 'No government we follow writes about getting around {country}.',
            },
            { country: name },
          )}
        </p>
      )}
      <ul className="guide-topics">
        {section.topics.map((view) => (
          <TopicItem key={view.lead.topic} view={view}>
            {view.lead.topic === 'driving_side' && section.drivingSide && (
              <DrivingSide fact={section.drivingSide} stated />
            )}
          </TopicItem>
        ))}
      </ul>
      <Unstated section={section} name={name} />
      <GuidePages section={section} />
    </div>
  );
}
