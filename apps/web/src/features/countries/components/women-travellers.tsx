/**
 * "For women travellers" on every city page of a country: each government's section for women
 * travellers, in its own words, with the date of its advice and the link to its page, and the
 * country's women's helpline where a government lists one (tap to call). Where no government we
 * follow writes such a section, or lists a helpline, the panel says so instead of staying silent.
 */
import { ExternalLink, Phone, Venus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { CountryAdvisory } from '@safetrails/contracts';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { useCountryPanel } from '../api/get-country';
import { useCountryName } from '@/i18n/use-country-name';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { telHref } from '../lib/advisory-text';

const GAP = ' ';
const SEPARATOR = ', ';

/** The governments with something for women travellers: their words first, then their links alone. */
export function womenSections(advisories: readonly CountryAdvisory[]): CountryAdvisory[] {
  return advisories
    .filter((advisory) => advisory.womenTravellers && (advisory.womenTravellers.text || advisory.womenTravellers.url))
    .sort((a, b) => Number(!a.womenTravellers!.text) - Number(!b.womenTravellers!.text));
}

export function WomenTravellers({ code, name: englishName }: { readonly code: string; readonly name: string }) {
  const intl = useIntl();
  const name = useCountryName()(code, englishName);

  const day = useDay();
  const { data: country } = useCountryPanel(code);
  if (!country) return null;
  const sections = womenSections(country.advisories);
  const helplines = country.emergency.womensHelpline;
  return (
    <section className="card women-travellers" aria-labelledby="women-travellers-title" data-testid="women-travellers">
      <h2 id="women-travellers-title">
        <Venus aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'women.title', defaultMessage: 'For women travellers' })}
      </h2>
      {sections.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'women.none',
              defaultMessage:
                'None of the governments we follow publishes a section for women travellers to {country}.',
            },
            { country: name },
          )}
        </p>
      ) : (
        <ul className="women-travellers-sources">
          {sections.map((advisory) => {
            const section = advisory.womenTravellers!;
            return (
              <li key={advisory.source}>
                <p className="women-travellers-source">
                  <strong>{advisory.organisation}</strong>
                  {GAP}
                  <span className="muted">
                    {intl.formatMessage(
                      { id: 'lgbt.adviceOf', defaultMessage: '· its advice of {date}' },
                      { date: day(advisory.issuedAt) },
                    )}
                  </span>
                </p>
                {section.text && (
                  <details>
                    <summary>
                      {intl.formatMessage({ id: 'women.section', defaultMessage: 'Its section for women travellers' })}
                    </summary>
                    <blockquote cite={advisory.url} className="women-travellers-text" lang="en">
                      {section.text}
                    </blockquote>
                  </details>
                )}
                <p className="women-travellers-links">
                  {section.text && (
                    <a href={advisory.url} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" size={14} />
                      {GAP}
                      {intl.formatMessage(
                        { id: 'women.adviceFor', defaultMessage: 'Its advice for {country}' },
                        { country: name },
                      )}
                      <NewTabNote organisation={advisory.organisation} />
                    </a>
                  )}
                  {section.url && section.url !== advisory.url && (
                    <a href={section.url} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" size={14} />
                      {GAP}
                      {intl.formatMessage({
                        id: 'women.guidance',
                        defaultMessage: 'Its guidance for women travelling abroad',
                      })}
                      <NewTabNote organisation={advisory.organisation} />
                    </a>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="muted women-travellers-measure" data-testid="women-safety-measure">
        {intl.formatMessage({
          id: 'women.measure',
          defaultMessage:
            "No measure comparing women's safety across countries is shown: we could not verify one published under a licence that allows reuse. The best-known, the share of women who feel safe walking alone at night, comes from the Gallup World Poll, whose data is sold under licence.",
        })}
      </p>
      <h3 className="women-travellers-helpline-title">
        {intl.formatMessage({ id: 'women.helpline', defaultMessage: "Women's helpline" })}
      </h3>
      {helplines.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            {
              id: 'women.noHelpline',
              defaultMessage:
                "No government we follow lists a women's helpline for {country}. The emergency numbers are in the Emergency Resources tab.",
            },
            { country: name },
          )}
        </p>
      ) : (
        <ul className="women-travellers-helplines">
          {helplines.map((line) => (
            <li key={`${line.source}-${line.number}`}>
              <a className="btn btn-secondary btn-small" href={telHref(line.number)}>
                <Phone aria-hidden="true" size={14} />
                {GAP}
                {line.number}
              </a>
              {GAP}
              <span className="muted">
                <Quoted>{line.label}</Quoted>
                {SEPARATOR}
                {line.organisation}
                {SEPARATOR}
                {day(line.checkedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
