/**
 * "For LGBT+ travellers" on every city page of a country, and the banner a traveller who asked for
 * LGBT+ safety information first sees on a city whose country makes same-sex relations a crime. Each
 * fact names its government, the date of its page and links it; the government's own sentences are
 * quoted, what we compose is not. Where the governments disagree, each says its piece.
 */
import { ExternalLink, Rainbow, TriangleAlert } from 'lucide-react';
import type { CountryDetail, CountryLgbt, LgbtStatement, MaxPenalty, SameSexActsStatus } from '@safetrails/contracts';
import { SwitchField } from '@/components/ui/switch-field';
import { useCountry } from '../api/get-country';
import { formatDate } from '../lib/advisory-text';
import { Attribution, Words } from './fact-source';
import type { CountryPanelProps, TravellerLens } from '../lib/traveller-lens';

const STATUS_TEXT: Readonly<Record<SameSexActsStatus, string>> = {
  legal: 'Same-sex relations are legal',
  criminalised: 'Same-sex relations are a crime',
  de_facto_criminalised: 'Same-sex relations are not a crime in law, but people are prosecuted under other laws',
};

/** Why the acts are legal where a government states no law on them but states unions are legal. */
const LEGAL_BY_TEXT = {
  marriage: ', since same-sex marriage is legal',
  civil_unions: ', since same-sex civil unions are legal',
} as const;

const PENALTY_TEXT: Readonly<Record<MaxPenalty, string>> = {
  death: 'the death penalty',
  life: 'life imprisonment',
  years: 'prison',
  fine: 'a fine',
};

const DISAGREEMENT_TEXT: Readonly<Record<CountryLgbt['disagreements'][number], string>> = {
  sameSexActs: 'whether same-sex relations are a crime',
  maxPenalty: 'the heaviest penalty',
  genderExpression: 'dressing as another gender',
  propagandaLaw: 'laws against “propaganda”',
  genderRecognition: 'legal gender recognition',
};

const APPLIES_TEXT = {
  all: '',
  men: ' (the law names sex between men)',
  women: ' (the law names sex between women)',
} as const;

export function LgbtBanner({ code, name, lens }: CountryPanelProps) {
  const country = useCountry(code);
  const acts = country.data?.lgbt?.sameSexActs;
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
          {STATUS_TEXT[acts.status]} in {name}
          {APPLIES_TEXT[acts.appliesTo ?? 'all']}
        </h2>
        {acts.maxPenalty && (
          <p>
            The heaviest penalty {acts.organisation} names: <strong>{PENALTY_TEXT[acts.maxPenalty]}</strong>.
          </p>
        )}
        <Words words={acts.words} cite={acts.url} />
        <Attribution fact={acts} />
      </div>
    </section>
  );
}

function Statement({ statement }: { readonly statement: LgbtStatement }) {
  const acts = statement.law.sameSexActs;
  return (
    <li>
      <strong>{statement.organisation}</strong>:{' '}
      {acts ? STATUS_TEXT[acts.status].toLowerCase() : 'says nothing of the law'}
      {acts?.legalBy && LEGAL_BY_TEXT[acts.legalBy]}
      {acts?.maxPenalty ? `; heaviest penalty named: ${PENALTY_TEXT[acts.maxPenalty]}` : ''}
      {acts && <Words words={acts.words} cite={statement.url} />}
      <Attribution fact={statement} />
    </li>
  );
}

function Facts({ lgbt, name }: { readonly lgbt: CountryLgbt; readonly name: string }) {
  const { sameSexActs: acts, propagandaLaw, genderExpression, genderRecognition } = lgbt;
  return (
    <dl className="lgbt-facts">
      <dt>Same-sex relations</dt>
      <dd data-testid="lgbt-same-sex-acts">
        {acts ? (
          <>
            {STATUS_TEXT[acts.status]}
            {acts.legalBy && LEGAL_BY_TEXT[acts.legalBy]}
            {APPLIES_TEXT[acts.appliesTo ?? 'all']}
            {acts.maxPenalty && `; the heaviest penalty named: ${PENALTY_TEXT[acts.maxPenalty]}`}, says{' '}
            {acts.organisation}.
            <Words words={acts.words} cite={acts.url} />
            <Attribution fact={acts} />
          </>
        ) : (
          <span className="muted">No government we follow states the law on same-sex relations in {name}.</span>
        )}
      </dd>
      {propagandaLaw && (
        <>
          <dt>Laws against “propaganda” or promoting LGBT+ rights</dt>
          <dd>
            {propagandaLaw.exists ? 'A law punishes it.' : 'No such law, the government says.'}
            <Words words={propagandaLaw.words} cite={propagandaLaw.url} />
            <Attribution fact={propagandaLaw} />
          </dd>
        </>
      )}
      {genderExpression && (
        <>
          <dt>Dressing as another gender</dt>
          <dd>
            {genderExpression.criminalised ? 'A crime.' : 'Not a crime, the government says.'}
            <Words words={genderExpression.words} cite={genderExpression.url} />
            <Attribution fact={genderExpression} />
          </dd>
        </>
      )}
      {genderRecognition && (
        <>
          <dt>Legal gender recognition</dt>
          <dd>
            {genderRecognition.status === 'recognised' ? 'A change of legal gender is recognised.' : 'Not recognised.'}
            <Words words={genderRecognition.words} cite={genderRecognition.url} />
            <Attribution fact={genderRecognition} />
          </dd>
        </>
      )}
    </dl>
  );
}

export function LgbtTravellers({ code, name, lens }: CountryPanelProps) {
  const country = useCountry(code);
  if (!country.data) return null;
  return <LgbtPanel country={country.data} name={name} lens={lens} />;
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
  const lgbt = country.lgbt;
  const sections = country.advisories.filter(
    (advisory) => advisory.lgbtTravellers?.text || advisory.lgbtTravellers?.url,
  );
  return (
    <section className="card lgbt-travellers" aria-labelledby="lgbt-travellers-title" data-testid="lgbt-travellers">
      <h2 id="lgbt-travellers-title">
        <Rainbow aria-hidden="true" size={20} /> For LGBT+ travellers
      </h2>
      {lgbt ? (
        <Facts lgbt={lgbt} name={name} />
      ) : (
        <p className="muted">No government we follow states the laws on same-sex relations or gender in {name}.</p>
      )}
      {lgbt && lgbt.disagreements.length > 0 && (
        <details className="lgbt-disagreement" data-testid="lgbt-disagreement">
          <summary>
            The governments do not say the same on{' '}
            {lgbt.disagreements.map((field) => DISAGREEMENT_TEXT[field]).join(' and ')}: each one&apos;s words (
            {lgbt.statements.length})
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
          <summary>What each government says to LGBT+ travellers ({sections.length})</summary>
          <ul className="women-travellers-sources">
            {sections.map((advisory) => (
              <li key={advisory.source}>
                <strong>{advisory.organisation}</strong>{' '}
                <span className="muted">· its advice of {formatDate(advisory.issuedAt)}</span>
                {advisory.lgbtTravellers!.text && (
                  <blockquote cite={advisory.url} className="women-travellers-text" lang="en">
                    {advisory.lgbtTravellers!.text}
                  </blockquote>
                )}
                <a href={advisory.lgbtTravellers!.url ?? advisory.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" size={14} /> Its page
                  <span className="visually-hidden"> ({advisory.organisation}, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {!lens.lgbtFirstSaved && (
        <SwitchField
          label="Show LGBT+ safety information first on this visit"
          description="Only this browser tab knows; nothing is sent or saved. Signed in, you can keep it in your safety profile."
          name="lgbtFirstVisit"
          checked={lens.lgbtFirst}
          onChange={lens.setLgbtFirstForVisit}
        />
      )}
    </section>
  );
}
