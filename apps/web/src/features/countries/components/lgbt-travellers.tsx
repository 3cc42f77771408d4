/**
 * "For LGBT+ travellers" on every city page of a country, and the banner a traveller who asked for
 * LGBT+ safety information first sees on a city whose country makes same-sex relations a crime. Each
 * fact names its government, the date of its page and links it; the government's own sentences are
 * quoted, what we compose is not. Where the governments disagree, each says its piece.
 */
import { ExternalLink, Rainbow, TriangleAlert } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { CountryDetail, CountryLgbt, LgbtStatement, MaxPenalty, SameSexActsStatus } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { useDay } from '@/i18n/use-day';
import { useCountryPanel } from '../api/get-country';
import { Attribution, Words } from './fact-source';
import { useCountryName } from '@/i18n/use-country-name';

const STATUS = defineMessages({
  legal: { id: 'lgbt.status.legal', defaultMessage: 'Same-sex relations are legal' },
  criminalised: { id: 'lgbt.status.criminalised', defaultMessage: 'Same-sex relations are a crime' },
  de_facto_criminalised: {
    id: 'lgbt.status.de_facto_criminalised',
    defaultMessage: 'Same-sex relations are not a crime in law, but people are prosecuted under other laws',
  },
});

const STATUS_INLINE = defineMessages({
  legal: { id: 'lgbt.status.inline.legal', defaultMessage: 'same-sex relations are legal' },
  criminalised: { id: 'lgbt.status.inline.criminalised', defaultMessage: 'same-sex relations are a crime' },
  de_facto_criminalised: {
    id: 'lgbt.status.inline.de_facto_criminalised',
    defaultMessage: 'same-sex relations are not a crime in law, but people are prosecuted under other laws',
  },
});
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { CountryPanelProps, TravellerLens } from '../lib/traveller-lens';

const GAP = ' ';

/** "Same-sex relations are a crime"; `inline` for the middle of a sentence ("…: same-sex relations are legal"). */
function statusText(intl: IntlShape, status: SameSexActsStatus, inline = false): string {
  return intl.formatMessage(inline ? STATUS_INLINE[status] : STATUS[status]);
}

/** Why the acts are legal where a government states no law on them but states unions are legal. */
function legalByText(intl: IntlShape, legalBy: 'marriage' | 'civil_unions'): string {
  return intl.formatMessage(
    {
      id: 'lgbt.legalBy',
      defaultMessage:
        '{legalBy, select, marriage {, since same-sex marriage is legal} other {, since same-sex civil unions are legal}}',
    },
    { legalBy },
  );
}

function penaltyText(intl: IntlShape, penalty: MaxPenalty): string {
  return intl.formatMessage(
    {
      id: 'lgbt.penalty',
      defaultMessage:
        '{penalty, select, death {the death penalty} life {life imprisonment} years {prison} other {a fine}}',
    },
    { penalty },
  );
}

function disagreementText(intl: IntlShape, field: CountryLgbt['disagreements'][number]): string {
  return intl.formatMessage(
    {
      id: 'lgbt.disagreement.field',
      defaultMessage:
        '{field, select, sameSexActs {whether same-sex relations are a crime} maxPenalty {the heaviest penalty} genderExpression {dressing as another gender} propagandaLaw {laws against “propaganda”} other {legal gender recognition}}',
    },
    { field },
  );
}

/** " (the law names sex between men)", or nothing where the law names everyone. */
function appliesText(intl: IntlShape, appliesTo: 'all' | 'men' | 'women' | null | undefined): string {
  if (!appliesTo || appliesTo === 'all') return '';
  return (
    GAP +
    intl.formatMessage(
      {
        id: 'lgbt.appliesTo',
        defaultMessage:
          '{appliesTo, select, men {(the law names sex between men)} other {(the law names sex between women)}}',
      },
      { appliesTo },
    )
  );
}

export function LgbtBanner({ code, name: englishName, lens }: CountryPanelProps) {
  const intl = useIntl();
  const name = useCountryName()(code, englishName);

  const { data: country } = useCountryPanel(code);
  const acts = country?.lgbt?.sameSexActs;
  if (!lens.lgbtFirst || !acts || acts.status === 'legal') return null;
  return (
    <section
      className="advisory-strip advisory-strip-serious"
      role="note"
      aria-labelledby="lgbt-banner-title"
      data-testid="lgbt-banner"
    >
      <TriangleAlert aria-hidden="true" size={22} />
      <div>
        <h2 id="lgbt-banner-title" className="advisory-strip-title">
          {intl.formatMessage(
            { id: 'lgbt.banner.title', defaultMessage: '{status} in {country}' },
            { status: statusText(intl, acts.status), country: name },
          )}
          {appliesText(intl, acts.appliesTo)}
        </h2>
        {acts.maxPenalty && (
          <p>
            <FormattedMessage
              id="lgbt.banner.penalty"
              defaultMessage="The heaviest penalty {organisation} names: <strong>{penalty}</strong>."
              values={{
                organisation: acts.organisation,
                penalty: penaltyText(intl, acts.maxPenalty),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
        )}
        <Words words={acts.words} cite={acts.url} />
        <Attribution fact={acts} />
      </div>
    </section>
  );
}

function Statement({ statement }: { readonly statement: LgbtStatement }) {
  const intl = useIntl();
  const acts = statement.law.sameSexActs;
  return (
    <li>
      <FormattedMessage
        id="lgbt.statement"
        defaultMessage="<strong>{organisation}</strong>: {says}"
        values={{
          organisation: statement.organisation,
          says: acts
            ? statusText(intl, acts.status, true)
            : intl.formatMessage({ id: 'lgbt.saysNothing', defaultMessage: 'says nothing of the law' }),
          strong: (chunks) => <strong>{chunks}</strong>,
        }}
      />
      {acts?.legalBy && legalByText(intl, acts.legalBy)}
      {acts?.maxPenalty
        ? intl.formatMessage(
            { id: 'lgbt.statement.penalty', defaultMessage: '; heaviest penalty named: {penalty}' },
            { penalty: penaltyText(intl, acts.maxPenalty) },
          )
        : ''}
      {acts && <Words words={acts.words} cite={statement.url} />}
      <Attribution fact={statement} />
    </li>
  );
}

function Facts({ lgbt, name }: { readonly lgbt: CountryLgbt; readonly name: string }) {
  const intl = useIntl();
  const { sameSexActs: acts, propagandaLaw, genderExpression, genderRecognition } = lgbt;
  return (
    <dl className="lgbt-facts">
      <dt>{intl.formatMessage({ id: 'lgbt.acts.title', defaultMessage: 'Same-sex relations' })}</dt>
      <dd data-testid="lgbt-same-sex-acts">
        {acts ? (
          <>
            {statusText(intl, acts.status)}
            {acts.legalBy && legalByText(intl, acts.legalBy)}
            {appliesText(intl, acts.appliesTo)}
            {acts.maxPenalty &&
              intl.formatMessage(
                { id: 'lgbt.acts.penalty', defaultMessage: '; the heaviest penalty named: {penalty}' },
                { penalty: penaltyText(intl, acts.maxPenalty) },
              )}
            {intl.formatMessage(
              { id: 'lgbt.acts.says', defaultMessage: ', says {organisation}.' },
              { organisation: acts.organisation },
            )}
            <Words words={acts.words} cite={acts.url} />
            <Attribution fact={acts} />
          </>
        ) : (
          <span className="muted">
            {intl.formatMessage(
              {
                id: 'lgbt.acts.none',
                defaultMessage: 'No government we follow states the law on same-sex relations in {country}.',
              },
              { country: name },
            )}
          </span>
        )}
      </dd>
      {propagandaLaw && (
        <>
          <dt>
            {intl.formatMessage({
              id: 'lgbt.propaganda.title',
              defaultMessage: 'Laws against “propaganda” or promoting LGBT+ rights',
            })}
          </dt>
          <dd>
            {propagandaLaw.exists
              ? intl.formatMessage({ id: 'lgbt.propaganda.yes', defaultMessage: 'A law punishes it.' })
              : intl.formatMessage({ id: 'lgbt.propaganda.no', defaultMessage: 'No such law, the government says.' })}
            <Words words={propagandaLaw.words} cite={propagandaLaw.url} />
            <Attribution fact={propagandaLaw} />
          </dd>
        </>
      )}
      {genderExpression && (
        <>
          <dt>{intl.formatMessage({ id: 'lgbt.expression.title', defaultMessage: 'Dressing as another gender' })}</dt>
          <dd>
            {genderExpression.criminalised
              ? intl.formatMessage({ id: 'lgbt.expression.yes', defaultMessage: 'A crime.' })
              : intl.formatMessage({ id: 'lgbt.expression.no', defaultMessage: 'Not a crime, the government says.' })}
            <Words words={genderExpression.words} cite={genderExpression.url} />
            <Attribution fact={genderExpression} />
          </dd>
        </>
      )}
      {genderRecognition && (
        <>
          <dt>{intl.formatMessage({ id: 'lgbt.recognition.title', defaultMessage: 'Legal gender recognition' })}</dt>
          <dd>
            {genderRecognition.status === 'recognised'
              ? intl.formatMessage({
                  id: 'lgbt.recognition.yes',
                  defaultMessage: 'A change of legal gender is recognised.',
                })
              : intl.formatMessage({ id: 'lgbt.recognition.no', defaultMessage: 'Not recognised.' })}
            <Words words={genderRecognition.words} cite={genderRecognition.url} />
            <Attribution fact={genderRecognition} />
          </dd>
        </>
      )}
    </dl>
  );
}

export function LgbtTravellers({ code, name: englishName, lens }: CountryPanelProps) {
  const name = useCountryName()(code, englishName);
  const { data: country } = useCountryPanel(code);
  if (!country) return null;
  return <LgbtPanel country={country} name={name} lens={lens} />;
}

export function LgbtPanel({
  country,
  name,
  lens,
}: {
  readonly country: CountryDetail;
  readonly name: string;
  readonly lens: TravellerLens;
}) {
  const intl = useIntl();
  const day = useDay();
  const lgbt = country.lgbt;
  const sections = country.advisories.filter(
    (advisory) => advisory.lgbtTravellers?.text || advisory.lgbtTravellers?.url,
  );
  return (
    <section className="card lgbt-travellers" aria-labelledby="lgbt-travellers-title" data-testid="lgbt-travellers">
      <h2 id="lgbt-travellers-title">
        <Rainbow aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'lgbt.title', defaultMessage: 'For LGBT+ travellers' })}
      </h2>
      {lgbt ? (
        <Facts lgbt={lgbt} name={name} />
      ) : (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'lgbt.none',
              defaultMessage: 'No government we follow states the laws on same-sex relations or gender in {country}.',
            },
            { country: name },
          )}
        </p>
      )}
      {lgbt && lgbt.disagreements.length > 0 && (
        <details className="lgbt-disagreement" data-testid="lgbt-disagreement">
          <summary>
            {intl.formatMessage(
              {
                id: 'lgbt.disagreement',
                defaultMessage: "The governments do not say the same on {fields}: each one's words ({count, number})",
              },
              {
                fields: intl.formatList(
                  lgbt.disagreements.map((field) => disagreementText(intl, field)),
                  { type: 'conjunction' },
                ),
                count: lgbt.statements.length,
              },
            )}
          </summary>
          <ul>
            {lgbt.statements.map((statement) => (
              <Statement key={statement.source} statement={statement} />
            ))}
          </ul>
        </details>
      )}
      {sections.length > 0 && (
        <details>
          <summary>
            {intl.formatMessage(
              {
                id: 'lgbt.sections',
                defaultMessage: 'What each government says to LGBT+ travellers ({count, number})',
              },
              { count: sections.length },
            )}
          </summary>
          <ul className="women-travellers-sources">
            {sections.map((advisory) => (
              <li key={advisory.source}>
                <strong>{advisory.organisation}</strong>
                {GAP}
                <span className="muted">
                  {intl.formatMessage(
                    { id: 'lgbt.adviceOf', defaultMessage: '· its advice of {date}' },
                    { date: day(advisory.issuedAt) },
                  )}
                </span>
                {advisory.lgbtTravellers!.text && (
                  <blockquote cite={advisory.url} className="women-travellers-text" lang="en">
                    {advisory.lgbtTravellers!.text}
                  </blockquote>
                )}
                <a href={advisory.lgbtTravellers!.url ?? advisory.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" size={14} />
                  {GAP}
                  {intl.formatMessage({ id: 'fact.itsPage.title', defaultMessage: 'Its page' })}
                  <NewTabNote organisation={advisory.organisation} />
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {!lens.lgbtFirstSaved && (
        <SwitchField
          label={intl.formatMessage({
            id: 'lgbt.firstThisVisit',
            defaultMessage: 'Show LGBT+ safety information first on this visit',
          })}
          description={intl.formatMessage({
            id: 'lgbt.firstThisVisit.text',
            defaultMessage:
              'Only this browser tab knows; nothing is sent or saved. Signed in, you can keep it in your safety profile.',
          })}
          name="lgbtFirstVisit"
          checked={lens.lgbtFirst}
          onChange={lens.setLgbtFirstForVisit}
        />
      )}
    </section>
  );
}
