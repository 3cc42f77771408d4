/**
 * /countries: every country with official advice, to sort and filter by the governments' most
 * cautious level and by the law on same-sex relations as the leading government states it. The
 * filters live in the address, so a list can be shared. Each row links its country page, where every
 * fact has its source and date.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { Globe2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ADVISORY_SOURCE_INFO, type CountryListItem } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { SelectField } from '@/components/ui/select-field';
import { useCountryName } from '@/i18n/use-country-name';
import { useCountryList } from '../api/list-countries';
import { medianLine } from '@/lib/advisory-words';
import {
  filterCountries,
  LEVEL_FILTERS,
  queryOf,
  SAME_SEX_FILTERS,
  SORTS,
  type CountryListQuery,
} from '../lib/country-list-filters';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import '@/styles/countries.css';
import { optionLabels } from '@/lib/option-labels';

const GAP = ' ';
const NONE = '—';

function SameSex({ country }: { readonly country: CountryListItem }) {
  const intl = useIntl();
  const acts = country.sameSexActs;
  if (!acts)
    return (
      <span className="muted">
        {intl.formatMessage({ id: 'countries.sameSex.unknown', defaultMessage: 'No government states it' })}
      </span>
    );
  return (
    <span className={`same-sex same-sex-${acts.status}`}>
      {intl.formatMessage(
        {
          id: 'countries.sameSex.status',
          defaultMessage: '{status, select, legal {Legal} criminalised {A crime} other {Prosecuted under other laws}}',
        },
        { status: acts.status },
      )}
      {GAP}
      <span className="muted">
        {intl.formatMessage(
          { id: 'countries.sameSex.per', defaultMessage: '(per {organisation})' },
          { organisation: ADVISORY_SOURCE_INFO[acts.source].organisation },
        )}
      </span>
    </span>
  );
}

export function CountryList() {
  const intl = useIntl();
  const countryName = useCountryName();
  const nameOf = (country: CountryListItem) => countryName(country.code, country.name);
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useCountryList();
  const set = (key: keyof CountryListQuery, value: string) =>
    setParams(
      () => {
        // From the address as it is now, not as of the last render: React Router's `current` is the
        // render's, so a second change right after a first (two selects in a row) would undo it.
        const next = new URLSearchParams(window.location.search);
        if (value === 'any' || (key === 'sort' && value === 'name')) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const shown = list.data ? filterCountries(list.data, query, nameOf, intl.locale) : [];
  const title = intl.formatMessage({ id: 'country.eyebrow', defaultMessage: 'Countries' });
  return (
    <article className="container country-list-page" aria-labelledby="countries-title">
      <header className="country-header">
        <p className="eyebrow">
          <Globe2 aria-hidden="true" size={14} />
          {GAP}
          {title}
        </p>
        <h1 id="countries-title">{title}</h1>
        <p className="lead">
          {intl.formatMessage({
            id: 'countries.lead',
            defaultMessage:
              "The governments' most cautious level for each country and the law on same-sex relations, as the governments' own pages state it. Open a country for each fact's source and date.",
          })}
        </p>
      </header>
      <form
        className="country-list-filters"
        aria-label={intl.formatMessage({ id: 'countries.filters', defaultMessage: 'Filter countries' })}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={intl.formatMessage({ id: 'countries.level', defaultMessage: 'Advisory level' })}
          name="level"
          options={LEVEL_FILTERS}
          optionLabels={optionLabels(LEVEL_FILTERS, (key) =>
            intl.formatMessage(
              {
                id: 'countries.level.option',
                defaultMessage: '{key, select, any {Any level} low {Level 1-2} 3 {Level 3} other {Level 4}}',
              },
              { key: key === '1-2' ? 'low' : key },
            ),
          )}
          value={query.level}
          onChange={(value) => set('level', value ?? 'any')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'lgbt.acts.title', defaultMessage: 'Same-sex relations' })}
          name="sameSex"
          options={SAME_SEX_FILTERS}
          optionLabels={optionLabels(SAME_SEX_FILTERS, (key) =>
            intl.formatMessage(
              {
                id: 'countries.sameSex.option',
                defaultMessage:
                  '{key, select, any {Any law} legal {Same-sex relations legal} criminalised {A crime, in law or in practice} other {No government states it}}',
              },
              { key },
            ),
          )}
          value={query.sameSex}
          onChange={(value) => set('sameSex', value ?? 'any')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'countries.order', defaultMessage: 'Order' })}
          name="sort"
          options={SORTS}
          optionLabels={optionLabels(SORTS, (key) =>
            intl.formatMessage(
              {
                id: 'countries.order.option',
                defaultMessage:
                  '{key, select, name {Name} level {Most cautious level first} other {Least cautious level first}}',
              },
              { key },
            ),
          )}
          value={query.sort}
          onChange={(value) => set('sort', value ?? 'name')}
        />
      </form>
      {list.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'countries.loading', defaultMessage: 'Loading countries…' })} />
      ) : list.isError ? (
        <p role="alert">
          {intl.formatMessage({
            id: 'countries.loadFailed',
            defaultMessage: 'The countries could not be loaded. Check your connection and try again.',
          })}
        </p>
      ) : (
        <>
          <p role="status" className="search-status">
            {intl.formatMessage(
              { id: 'countries.count', defaultMessage: '{shown, number} of {total, number} countries' },
              { shown: shown.length, total: list.data.length },
            )}
          </p>
          <div className="country-table-wrap">
            <table className="country-table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'countries.col.country', defaultMessage: 'Country' })}</th>
                  <th scope="col">
                    {intl.formatMessage({ id: 'countries.col.highest', defaultMessage: 'Most cautious level' })}
                  </th>
                  <th scope="col">{intl.formatMessage({ id: 'countries.col.median', defaultMessage: 'Median' })}</th>
                  <th scope="col">
                    {intl.formatMessage({ id: 'lgbt.acts.title', defaultMessage: 'Same-sex relations' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((country) => (
                  <tr key={country.code} data-testid={`country-row-${country.code}`}>
                    <th scope="row">
                      <Link to={`/country/${country.code}`}>{nameOf(country)}</Link>
                    </th>
                    <td>
                      <AdvisoryLevelBadge level={country.highestLevel} />
                    </td>
                    <td>{country.medianLevel === null ? NONE : medianLine(intl, country.medianLevel)}</td>
                    <td>
                      <SameSex country={country} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}
